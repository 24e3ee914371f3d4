/**
 * Runs the bundled server in a child process on a free loopback port with its database in the
 * user-data folder, waits for its "ready" message (with a timeout), and restarts it after a crash
 * while its restart budget (a token bucket that refills over time) allows.
 */
import { Budget } from './budget.js';

export interface ServerChild {
  on(event: 'message', listener: (message: unknown) => void): void;
  on(event: 'exit', listener: (code: number | null) => void): void;
  kill(): boolean;
}

/** Starts the server entry with the given environment (utilityProcess.fork in Electron). */
type ForkServer = (entry: string, env: Record<string, string>) => ServerChild;

interface ServerOptions {
  fork: ForkServer;
  entry: string;
  userDataDir: string;
  adminToken: string;
  readyTimeoutMs?: number;
  /** Restarts allowed; by default 5, refilled over 10 minutes. */
  restartBudget?: Budget;
  /** The server runs again, on a new port (`url` is its new address). */
  onRestart?: (url: string) => void;
  /** The server crashed and cannot be brought back (budget spent or it no longer starts). */
  onFatal?: (error: Error) => void;
  join?: (...parts: string[]) => string;
  /** The app's own environment (process.env); the server inherits only the system's essentials from it. */
  parentEnv?: Record<string, string | undefined>;
}

const DEFAULT_RESTART_BUDGET = { capacity: 5, refillMs: 10 * 60_000 };

export interface RunningServer {
  port: number;
  url: string;
  stop(): void;
}

function isReady(message: unknown): message is { type: 'ready'; port: number } {
  return (
    typeof message === 'object' && message !== null &&
    (message as { type?: unknown }).type === 'ready' &&
    typeof (message as { port?: unknown }).port === 'number'
  );
}

export function serverEnvironment(userDataDir: string, adminToken: string, join: (...p: string[]) => string): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_FILE: join(userDataDir, 'revista.sqlite'),
    // Uploads and imported media are the staff's data: beside the database, not in the read-only install.
    MEDIA_DIR: join(userDataDir, 'media'),
    ADMIN_TOKEN: adminToken,
    SEED_DEMO: 'true',
  };
}

/**
 * What the server inherits from the app's environment: the system's essentials only, so that a
 * DATABASE_URL, REMOTE_URL or PORT set in a staff member's shell never points the desktop's
 * server at another database or site.
 */
const INHERITED = /^(PATH|PATHEXT|HOME|USER|USERNAME|USERPROFILE|APPDATA|LOCALAPPDATA|PROGRAMDATA|SYSTEMROOT|SYSTEMDRIVE|WINDIR|COMSPEC|TEMP|TMP|TMPDIR|LANG|LANGUAGE|LC_\w+|TZ|XDG_\w+)$/i;

function inheritedEnvironment(parent: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(parent).filter((entry): entry is [string, string] => entry[1] !== undefined && INHERITED.test(entry[0])),
  );
}

function launch(options: ServerOptions): Promise<{ child: ServerChild; port: number }> {
  const join = options.join ?? ((...p: string[]) => p.join('/'));
  const child = options.fork(options.entry, {
    ...inheritedEnvironment(options.parentEnv ?? {}),
    ...serverEnvironment(options.userDataDir, options.adminToken, join),
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`El servidor no ha dit que estigués a punt en ${options.readyTimeoutMs ?? 30_000} ms.`));
    }, options.readyTimeoutMs ?? 30_000);
    child.on('message', (message) => {
      if (!isReady(message)) return;
      clearTimeout(timer);
      resolve({ child, port: message.port });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`El servidor s’ha aturat abans d’estar a punt (codi ${code}).`));
    });
  });
}

const serverUrl = (port: number) => `http://127.0.0.1:${port}`;

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const budget = options.restartBudget ?? new Budget(DEFAULT_RESTART_BUDGET);
  let stopped = false;
  let current = await launch(options);

  const running: RunningServer = {
    port: current.port,
    url: serverUrl(current.port),
    stop() {
      stopped = true;
      current.child.kill();
    },
  };

  const relaunch = (reason: string) => {
    if (stopped) return;
    if (!budget.take()) {
      options.onFatal?.(new Error(`El servidor no para de fallar (${reason}): no s’hi torna fins que ho torneu a provar.`));
      return;
    }
    launch(options).then(
      (next) => {
        current = next;
        running.port = next.port;
        running.url = serverUrl(next.port);
        watch(next.child);
        options.onRestart?.(running.url);
      },
      (error: Error) => relaunch(error.message),
    );
  };
  const watch = (child: ServerChild) => child.on('exit', (code) => relaunch(`darrer codi de sortida ${code}`));
  watch(current.child);
  return running;
}
