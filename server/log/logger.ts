/**
 * The server's one logger (pino): JSON lines on stdout for a log collector, a level from LOG_LEVEL
 * (main.ts sets it), and in `npm run dev` piped through pino-pretty (scripts/dev.mjs). Every message
 * of server/ and electron/ goes through it, so a collector reads one format. Lines carry what a
 * message and an error say, never a request's body, cookies, credentials or client address:
 * the request line (server/http/requestLog.ts) picks its fields one by one.
 */
import fs from 'node:fs';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = Level | 'silent';

/** Where gathered bytes go. */
export interface ByteSink {
  /** Writes `bytes`, or takes them to write; true when they are written and the caller may reuse them. */
  write(bytes: Buffer): boolean;
}

/**
 * Bytes written straight to the descriptor; what a busy pipe does not take at once (EAGAIN, a
 * short write) and any error go through sonic-boom, pino's own destination, which waits and
 * retries (and reports an error as pino does). Its JavaScript, run once per batch and so never
 * made fast by V8, cost a loaded server 0.5–1 µs a request (perf, docs/performance.md › Operations).
 */
export function fdSink(fd: number): ByteSink {
  let careful: ByteSink | undefined;
  return {
    write(bytes) {
      let rest = bytes;
      try {
        const written = fs.writeSync(fd, bytes);
        if (written === bytes.length) return true;
        rest = bytes.subarray(written);
      } catch {
        // sonic-boom tries again: it waits out EAGAIN and reports any other error.
      }
      // (Its types know strings alone.)
      careful ??= pino.destination({ fd, sync: true, contentMode: 'buffer' }) as unknown as ByteSink;
      careful.write(rest);
      return false;
    },
  };
}

/** Node's Buffer.prototype.latin1Write: native, on every Buffer in Node 20 and 24 (the unit tests run on both), not in its types. */
type OneByteWritable = Buffer & { latin1Write(text: string, offset: number): number };

/**
 * Lines gathered as bytes and written together by one synchronous write once `size` bytes are
 * gathered or at most 200 ms after the first, and at exit: a system call per line cost as much as
 * the rest of a cached answer's logging and metrics, and sonic-boom's own asynchronous buffering
 * measures the whole gathered text again at every line (the ops benchmark measured both). Errors,
 * rare and wanted at once, are written as they come (size 0). The timer, once set, runs its
 * 200 ms: clearing and setting it again at each write cost 0.1–0.2 µs a request.
 *
 * Each line is copied into the gathering buffer as it comes. An ASCII line (every request line)
 * is copied as one-byte text (`latin1`: V8 copies the pieces a concatenated string is made of
 * straight into the buffer), with no flat copy of the line, no joined text of the batch, and no
 * UTF-8 pass to measure and encode it (docs/performance.md › Operations). Other lines are encoded
 * as UTF-8. The buffer is used again once written, and replaced when the sink keeps it.
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
    if (this.used === 0) return;
    const kept = !this.out.write(this.buffer.subarray(0, this.used));
    if (kept) this.buffer = Buffer.allocUnsafeSlow(this.buffer.length);
    this.used = 0;
  };

  private readonly due = (): void => {
    this.timer = undefined;
    this.flush();
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
    // One-byte text goes to Buffer's own native copy, not through `write`, whose argument checks and
    // encoding lookup, run at every line, cost what the copy does.
    this.used += encoding === 'latin1' ? (this.buffer as OneByteWritable).latin1Write(line, this.used) : this.buffer.write(line, this.used, encoding);
    if (this.used >= this.size) this.flush();
    else this.timer ??= setTimeout(this.due, 200).unref();
  }
}

/**
 * Bytes gathered before a write to `fd`: 64 kB, as a write has a cost of its own whatever its size,
 * then spread over ~300 lines (perf: docs/performance.md › Operations); 16 kB to a pipe, which
 * holds 64 kB: a larger write to a pipe its reader has not emptied stops short, and the rest
 * would wait for the reader.
 */
function batchSize(fd: number): number {
  try {
    return fs.fstatSync(fd).isFIFO() ? 16 * 1024 : 64 * 1024;
  } catch {
    return 16 * 1024;
  }
}

// Where lines go: stdout, errors and worse on stderr (where a failed command's message is looked
// for); tests swap in a sink of their own to read a run's lines.
const stdout = new Batch(fdSink(1), batchSize(1));
const stderr = new Batch(fdSink(2), 0);
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
 * The wall clock in ms since 1970, read from the monotonic one (`performance.now()`, a fast call)
 * plus an offset taken from Date.now() again every second: Date.now(), a call into V8's runtime,
 * and the text of the 13-digit double it gives cost a loaded server 0.4–1.3 µs a request line
 * (perf, docs/performance.md › Operations). The time is the wall clock's to a millisecond; a step
 * of it shows within a second.
 */
let offset = Date.now() - performance.now();
let resyncAt = performance.now() + 1000;
let lastMs = 0;
let lastTime = '';
let lastValue = '';

/** The wall clock's whole milliseconds since 1970 at the monotonic instant `mono` (a performance.now() value). */
export function epochMsAt(mono: number): number {
  // (Earlier than the last offset taken: a test's fake clock.)
  if (mono >= resyncAt || mono < resyncAt - 1000) {
    offset = Date.now() - mono;
    resyncAt = mono + 1000;
  }
  return Math.floor(offset + mono);
}

/** pino's epochTime (`,"time":<ms since 1970>`) at the monotonic instant `mono` (a performance.now() value). */
export function epochTimeAt(mono: number): string {
  const now = epochMsAt(mono);
  if (now !== lastMs) {
    lastMs = now;
    // Seconds and milliseconds apart: numbers small enough to be V8's small integers, whose
    // text is quick to make, where ms since 1970 is a double, turned into text by the runtime.
    const seconds = Math.floor(now / 1000);
    const ms = now - seconds * 1000;
    lastValue = `${seconds}${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}`;
    lastTime = `,"time":${lastValue}`;
  }
  return lastTime;
}

/** The time's value alone (the digits) of the last epochTimeAt, as pino tells a stream (lastTime). */
export const epochTimeValue = (): string => lastValue;

/** The logger's time: pino's epochTime made by epochTimeAt, once per millisecond. */
export const epochTime = (): string => epochTimeAt(performance.now());

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
