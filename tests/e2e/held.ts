/**
 * A door for the requests a test holds on their way. A route handler waits at `passed`; the test
 * opens the door with `release()` once it has seen what lies between asking and answering (a
 * loading view, a progress bar, a newer answer), so that moment lasts as long as the test needs to
 * look at it, never a guessed number of milliseconds that a loaded machine may outrun.
 */
export interface Door {
  /** Settles once the door is open; every request that waits at it goes on then. */
  passed: Promise<void>;
  release(): void;
}

export function door(): Door {
  let release!: () => void;
  const passed = new Promise<void>((resolve) => (release = resolve));
  return { passed, release };
}
