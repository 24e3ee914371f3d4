/**
 * The server's one logger (pino): JSON lines on stdout for a log collector, a level from LOG_LEVEL
 * (main.ts sets it), and in `npm run dev` piped through pino-pretty (scripts/dev.mjs). Every message
 * of server/ and electron/ goes through it, so a collector reads one format. Lines carry what a
 * message and an error say, never a request's body, cookies, credentials or client address:
 * the request line (server/http/requestLog.ts) picks its fields one by one.
 */
import pino, { type DestinationStream, type Level, type Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = Level | 'silent';

/** Where lines go: stdout, written asynchronously in batches; tests swap it to read a run's lines. */
let sink: DestinationStream = pino.destination({ fd: 1, sync: false });
const switchable: DestinationStream = { write: (line: string) => sink.write(line) };

export const log: Logger = pino(
  {
    level: 'info',
    base: { pid: process.pid },
    // Error objects keep message, type and stack; the rest of a line is what the caller chose.
    serializers: { err: pino.stdSerializers.err },
  },
  switchable,
);

/** Sends every later line to `next` (a test's collector) and returns the previous destination. */
export function setLogSink(next: DestinationStream): DestinationStream {
  const previous = sink;
  sink = next;
  return previous;
}

/** Writes what is still buffered; before the process exits. */
export function flushLogs(): void {
  const boom = sink as DestinationStream & { flushSync?: () => void };
  try {
    boom.flushSync?.();
  } catch {
    // Nothing buffered yet (sonic-boom not ready): nothing to lose.
  }
}
