/**
 * Runs the bundled server in a child process on a free loopback port with its database in the
 * user-data folder, waits for its "ready" message (with a timeout), and restarts it after a crash.
 */
export interface ServerChild {
  on(event: 'message', listener: (message: unknown) => void): void;
  on(event: 'exit', listener: (code: number | null) => void): void;
  kill(): boolean;
}

/** Starts the server entry with the given environment (utilityProcess.fork in Electron). */
export type ForkServer = (entry: string, env: Record<string, string>) => ServerChild;

export interface ServerOptions {
  fork: ForkServer;
  entry: string;
  userDataDir: string;
  adminToken: string;
  readyTimeoutMs?: number;
  maxRestarts?: number;
  onRestart?: (port: number) => void;
  onFatal?: (error: Error) => void;
  join?: (...parts: string[]) => string;
}

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
    ADMIN_TOKEN: adminToken,
    SEED_DEMO: 'true',
  };
}

function launch(options: ServerOptions): Promise<{ child: ServerChild; port: number }> {
  const join = options.join ?? ((...p: string[]) => p.join('/'));
  const child = options.fork(options.entry, serverEnvironment(options.userDataDir, options.adminToken, join));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`The server did not report ready within ${options.readyTimeoutMs ?? 30_000} ms.`));
    }, options.readyTimeoutMs ?? 30_000);
    child.on('message', (message) => {
      if (!isReady(message)) return;
      clearTimeout(timer);
      resolve({ child, port: message.port });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited before it was ready (code ${code}).`));
    });
  });
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  let stopped = false;
  let restarts = 0;
  let current = await launch(options);

  const running: RunningServer = {
    port: current.port,
    url: `http://127.0.0.1:${current.port}`,
    stop() {
      stopped = true;
      current.child.kill();
    },
  };

  const watch = (child: ServerChild) => {
    child.on('exit', () => {
      if (stopped) return;
      if (restarts >= (options.maxRestarts ?? 5)) {
        options.onFatal?.(new Error('The server keeps crashing; giving up.'));
        return;
      }
      restarts += 1;
      launch(options)
        .then((next) => {
          current = next;
          running.port = next.port;
          running.url = `http://127.0.0.1:${next.port}`;
          watch(next.child);
          options.onRestart?.(next.port);
        })
        .catch((error: Error) => options.onFatal?.(error));
    });
  };
  watch(current.child);
  return running;
}
