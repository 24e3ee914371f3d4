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

/** Where gathered bytes go: a sonic-boom destination in its 'buffer' content mode (its types know strings alone). */
export interface ByteSink {
  write(bytes: Buffer): boolean;
}
const bytesTo = (fd: number) => pino.destination({ fd, sync: true, contentMode: 'buffer' }) as unknown as ByteSink;

/**
 * Lines gathered as bytes and written together by one synchronous write (sonic-boom, pino's own
 * destination, which retries a busy pipe) once `size` bytes are gathered or 200 ms after the first,
 * and at exit: a system call per line cost as much as the rest of a cached answer's logging and
 * metrics, and sonic-boom's own asynchronous buffering measures the whole gathered text again at
 * every line (the ops benchmark measured both). Errors, rare and wanted at once, are written as
 * they come (size 0).
 *
 * Each line is copied into the gathering buffer as it comes. An ASCII line (every request line)
 * is copied as one-byte text (`latin1`: V8 copies the pieces a concatenated string is made of
 * straight into the buffer), with no flat copy of the line, no joined text of the batch, and no
 * UTF-8 pass to measure and encode it (docs/performance.md, ops). Other lines are encoded as UTF-8.
 * A written buffer is handed over and never reused: sonic-boom may keep it until a busy pipe takes it.
 */
export class Batch {
  private buffer: Buffer;
  private used = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly out: ByteSink,
    /** Bytes gathered that are written at once (0: every line at once). */
    private readonly size: number,
  ) {
    this.buffer = Buffer.allocUnsafeSlow(Math.max(size, 1024));
  }

  /** A line of ASCII characters alone (the caller knows; a request line is made of them). */
  writeAscii(line: string): void {
    this.put(line, line.length, 'latin1');
  }

  write(line: string): void {
    // At most 3 bytes a UTF-16 unit (a surrogate pair's 4 bytes are two units).
    this.put(line, line.length * 3, 'utf8');
  }

  readonly flush = (): void => {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.used === 0) return;
    const bytes = this.buffer.subarray(0, this.used);
    this.buffer = Buffer.allocUnsafeSlow(this.buffer.length);
    this.used = 0;
    this.out.write(bytes);
  };

  /**
   * Copies `line` (at most `most` bytes in `encoding`) in, after writing what is gathered if it
   * would not fit; a line larger than the buffer goes alone.
   */
  private put(line: string, most: number, encoding: 'latin1' | 'utf8'): void {
    if (this.used > 0 && most > this.buffer.length - this.used) this.flush();
    if (most > this.buffer.length) {
      this.out.write(Buffer.from(line, encoding));
      return;
    }
    this.used += this.buffer.write(line, this.used, encoding);
    if (this.used >= this.size) this.flush();
    else this.timer ??= setTimeout(this.flush, 200).unref();
  }
}

// Where lines go: stdout, errors and worse on stderr (where a failed command's message is looked
// for); tests swap in a sink of their own to read a run's lines.
const stdout = new Batch(bytesTo(1), 16 * 1024);
const stderr = new Batch(bytesTo(2), 0);
const ERROR = pino.levels.values.error!;
let sink: DestinationStream | undefined;

/**
 * pino's stream: it tells a stream that asks for it (needsMetadata) the level of the line it writes
 * (lastLevel). `writeAscii` takes a line known to be ASCII (server/http/requestLog.ts's).
 */
const switchable = {
  [pino.symbols.needsMetadataGsym]: true,
  lastLevel: 0,
  write(line: string) {
    if (sink) sink.write(line);
    else (this.lastLevel >= ERROR ? stderr : stdout).write(line);
  },
  writeAscii(line: string) {
    if (sink) sink.write(line);
    else (this.lastLevel >= ERROR ? stderr : stdout).writeAscii(line);
  },
};

// knex writes the failed statement, its values filled in, ahead of the database's message: values
// are what clients sent (a body, a search), so the statement is left out of the line.
const SQL_PREFIX = /^(?:select|insert|update|delete|with|create|alter|drop|pragma|vacuum|begin|commit)\b[\s\S]*? - (?=[A-Z_]+:|[^\n]*$)/i;

function withoutSql(error: Error): ReturnType<typeof pino.stdSerializers.err> {
  const serialized = pino.stdSerializers.err(error);
  if (!SQL_PREFIX.test(serialized.message)) return serialized;
  const message = serialized.message.replace(SQL_PREFIX, '[SQL] - ');
  return { ...serialized, message, stack: serialized.stack.replace(serialized.message, message) };
}

/**
 * pino's epochTime (`,"time":<ms since 1970>`), its text made once per millisecond: turning the
 * number into text was a sixth of a request line's own cost, and a busy server writes several lines
 * in the same millisecond.
 */
let lastMs = 0;
let lastTime = '';
function epochTime(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastTime = `,"time":${now}`;
  }
  return lastTime;
}

export const log: Logger = pino(
  {
    level: 'info',
    timestamp: epochTime,
    base: { pid: process.pid },
    // Error objects keep message, type and stack; the rest of a line is what the caller chose.
    serializers: { err: withoutSql },
  },
  switchable,
);

/** Sends every later line to `next` (a test's collector; undefined: stdout and stderr again) and returns the previous one. */
export function setLogSink(next: DestinationStream | undefined): DestinationStream | undefined {
  const previous = sink;
  sink = next;
  return previous;
}

/** Writes the lines gathered; before the process exits. */
export function flushLogs(): void {
  stdout.flush();
  stderr.flush();
}
// An exit (process.exit, an uncaught error) does not wait for the timer.
process.once('exit', flushLogs);
