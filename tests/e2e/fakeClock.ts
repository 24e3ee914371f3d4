/**
 * A server clock the browser test moves, with nothing in the server for it: the test's own server
 * process runs under Debian's libfaketime (package `faketime`, which .ci/run installs), preloaded
 * into that process alone. The time is read from a file at most a second old
 * (FAKETIME_CACHE_DURATION: reading it on every call, FAKETIME_NO_CACHE, made Date.now 40 times
 * slower and the server's pages with it), so rewriting the file moves Date within a second; timers
 * stay on the real monotonic clock
 * (FAKETIME_DONT_FAKE_MONOTONIC), so the server's intervals keep running. A production server
 * never has LD_PRELOAD set to it, and so has no seam to be tricked by.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where Debian puts the library, for whichever architecture this machine is. */
function libfaketime(): string {
  const found = fs
    .readdirSync('/usr/lib', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join('/usr/lib', d.name, 'faketime', 'libfaketime.so.1'))
    .find((file) => fs.existsSync(file));
  if (!found) throw new Error('libfaketime is missing: apt-get install faketime (.ci/run installs it)');
  return found;
}

/** libfaketime's "start at" form: the clock runs on from this UTC instant (the server's TZ is UTC). */
const startAt = (instant: Date) => `@${instant.toISOString().slice(0, 19).replace('T', ' ')}\n`;

export interface FakeClock {
  /** What the server process needs in its environment. */
  env: Record<string, string>;
  /** Sets the server's clock to `instant`, from where it runs on. */
  moveTo(instant: Date): void;
  remove(): void;
}

export function fakeClock(start: Date): FakeClock {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-e2e-clock-'));
  const file = path.join(dir, 'now');
  // Written whole and renamed, so the server never reads half a time.
  const moveTo = (instant: Date) => {
    fs.writeFileSync(`${file}.next`, startAt(instant));
    fs.renameSync(`${file}.next`, file);
  };
  moveTo(start);
  return {
    env: { LD_PRELOAD: libfaketime(), FAKETIME_TIMESTAMP_FILE: file, FAKETIME_CACHE_DURATION: '1', FAKETIME_DONT_FAKE_MONOTONIC: '1', TZ: 'UTC' },
    moveTo,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
