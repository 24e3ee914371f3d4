/**
 * The request line (server/http/requestLog.ts) is put together from the logger's parts for speed:
 * it must be the line the app's logger writes through `logger.info(fields, 'request')` (or
 * `logger.error` for a 5xx), byte for byte but for the time, so a collector reads one format.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { hundredths, requestLine } from '../../server/http/requestLog.js';
import type { RequestFacts } from '../../server/http/requestWatch.js';
import { log, setLogSink } from '../../server/log/logger.js';

let lines: string[] = [];
let previous: ReturnType<typeof setLogSink>;
beforeEach(() => {
  lines = [];
  previous = setLogSink({ write: (line: string) => void lines.push(line) });
});
afterEach(() => setLogSink(previous));

const untimed = (line: string) => line.replace(/,"time":\d+,/, ',"time":0,');

function answer(status: number, finished: boolean, sentBefore: number, sentNow: number, method = 'GET') {
  const req = { method, socket: { bytesWritten: sentNow } } as unknown as IncomingMessage;
  const res = { statusCode: status, writableFinished: finished } as unknown as ServerResponse;
  const facts: RequestFacts = { id: '3f2a1c9e-8b7d-4e6f-a5b4-c3d2e1f0a9b8', route: 'GET /api/articles/{section}/{url}', sentBefore, started: 0 };
  return { req, res, facts };
}

it('writes what logger.info and logger.error write for the same fields: a finished answer, a 5xx, an aborted one', () => {
  // As server/app.ts makes it.
  const logger = log.child({}, { level: 'info' });
  const observe = requestLine(logger);
  const cases = [
    { status: 200, finished: true, ms: 1.23456, expected: { status: 200, bytes: 1200 } },
    { status: 503, finished: true, ms: 0.005, expected: { status: 503, bytes: 1200 } },
    { status: 200, finished: false, ms: 12, expected: { status: 200, bytes: 1200, aborted: true } },
    // A HEAD has the GET's route id, and its own method in the line.
    { status: 200, finished: true, ms: 0.5, expected: { status: 200, bytes: 1200 }, method: 'HEAD' },
  ];
  for (const { status, finished, ms, expected, method = 'GET' } of cases) {
    const { req, res, facts } = answer(status, finished, 300, 1500, method);
    observe(req, res, facts, ms);
    const fields = { req: { id: facts.id, method, route: facts.route }, res: expected, ms: Math.round(ms * 100) / 100 };
    if (status >= 500) logger.error(fields, 'request');
    else logger.info(fields, 'request');
  }
  expect(lines).toHaveLength(8);
  for (let i = 0; i < 8; i += 2) expect(untimed(lines[i]!)).toBe(untimed(lines[i + 1]!));
  expect(JSON.parse(lines[2]!)).toMatchObject({ level: 50, res: { status: 503 } });
  expect(JSON.parse(lines[4]!)).toMatchObject({ res: { aborted: true }, ms: 12 });
  expect(JSON.parse(lines[6]!)).toMatchObject({ req: { method: 'HEAD', route: 'GET /api/articles/{section}/{url}' } });
});

it('tells a stream that asks the line’s level, as pino does (the app sends errors to stderr by it), and writes nothing below the logger’s level', () => {
  const written: string[] = [];
  const stream = { [pino.symbols.needsMetadataGsym]: true, lastLevel: 0, write: (line: string) => void written.push(line) };
  const observe = requestLine(pino({ level: 'error' }, stream));
  const ok = answer(200, true, 0, 100);
  observe(ok.req, ok.res, ok.facts, 1);
  expect(written).toEqual([]);
  const failed = answer(500, true, 0, 100);
  observe(failed.req, failed.res, failed.facts, 1);
  expect(written).toHaveLength(1);
  expect(stream.lastLevel).toBe(50);
});

it('stamps each line with the millisecond its answer was seen in, the wall clock read again every second', () => {
  const start = Date.UTC(2026, 10, 29, 6, 0, 0, 0);
  vi.useFakeTimers({ toFake: ['Date', 'performance'], now: start });
  try {
    const observe = requestLine(log.child({}, { level: 'info' }));
    // An answer seen now, 2 ms after its request came.
    const seenNow = () => {
      const seen = answer(200, true, 0, 100);
      seen.facts.started = performance.now() - 2;
      observe(seen.req, seen.res, seen.facts, 2);
    };
    // The time pino tells a stream that asks (lastTime), as pino itself would: the digits alone.
    const stream = (log as unknown as Record<symbol, { lastTime?: string }>)[pino.symbols.streamSym]!;
    seenNow();
    expect(stream.lastTime).toBe(String(start));
    seenNow();
    vi.advanceTimersByTime(5);
    seenNow();
    log.info('another line');
    // The wall clock set an hour on (a step): lines show it within a second.
    vi.setSystemTime(start + 5 + 3_600_000);
    vi.advanceTimersByTime(1000);
    seenNow();
    expect(stream.lastTime).toBe(String(start + 3_601_005));
    log.info('after the step');
    const times = lines.map((line) => (JSON.parse(line) as { time: number }).time - start);
    expect(times).toEqual([0, 0, 5, 5, 3_601_005, 3_601_005]);
  } finally {
    vi.useRealTimers();
  }
});

it('writes 0 bytes, and still a JSON line, for a socket that no longer counts what it sent', () => {
  const observe = requestLine(log.child({}, { level: 'info' }));
  const { req, res, facts } = answer(200, false, 300, 0);
  // What net.Socket's bytesWritten answers once its writable state is gone.
  (req.socket as unknown as { bytesWritten: number | undefined }).bytesWritten = undefined;
  observe(req, res, facts, 1);
  expect(JSON.parse(lines[0]!)).toMatchObject({ res: { status: 200, bytes: 0, aborted: true } });
});

it('writes the duration as JavaScript writes it rounded to hundredths', () => {
  const durations = [0, 0.004, 0.005, 0.0149, 0.1, 0.12, 0.999, 1, 1.05, 1.5, 9.995, 12.3, 100, 100.01, 4321.07, 123456.78, 86_400_000.5];
  // And 2,000 more from 0 to 10^7 ms, the same each run (a Lehmer sequence).
  for (let i = 0, x = 1; i < 2000; i++) durations.push(((x = (x * 48271) % 2147483647) / 2147483647) * 10 ** (i % 8));
  for (const ms of durations) expect(hundredths(ms)).toBe(String(Math.round(ms * 100) / 100));
});

it('hands a stream its ASCII door only for an ASCII line: bindings in another script go the UTF-8 way', () => {
  const calls: { door: 'ascii' | 'utf8'; line: string }[] = [];
  const stream = {
    write: (line: string) => void calls.push({ door: 'utf8', line }),
    writeAscii: (line: string) => void calls.push({ door: 'ascii', line }),
  };
  const { req, res, facts } = answer(200, true, 0, 100);
  requestLine(pino({ level: 'info', base: { pid: 1 } }, stream))(req, res, facts, 1);
  requestLine(pino({ level: 'info', base: { àrea: 'redacció 📰' } }, stream))(req, res, facts, 1);
  expect(calls.map((c) => c.door)).toEqual(['ascii', 'utf8']);
  expect(JSON.parse(calls[1]!.line)).toMatchObject({ àrea: 'redacció 📰', req: { route: facts.route } });
});
