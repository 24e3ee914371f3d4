/**
 * The gathering of log lines (server/log/logger.ts's Batch): lines are copied into a buffer as they
 * come and written together, in order and byte for byte, whatever their script: ASCII request
 * lines as one-byte text, the rest as UTF-8 (Catalan, Greek, emoji), a line larger than the
 * buffer on its own, and a written buffer never reused (a busy pipe may hold it).
 */
import { afterEach, expect, it, vi } from 'vitest';
import { Batch, type ByteSink } from '../../server/log/logger.js';

function collector() {
  const writes: Buffer[] = [];
  const sink: ByteSink = { write: (bytes) => (writes.push(bytes), true) };
  return { sink, writes, text: () => Buffer.concat(writes).toString('utf8') };
}

afterEach(() => vi.useRealTimers());

it('writes the lines together once the size is reached, in order, and each script as it was', () => {
  const { sink, writes, text } = collector();
  const batch = new Batch(sink, 1024);
  const lines = [
    '{"level":30,"msg":"request"}\n',
    '{"level":30,"msg":"L’edició 48 s’ha publicat: «Tardor»"}\n',
    '{"level":30,"msg":"Ἐν ἀρχῇ ἦν ὁ λόγος — שָׁלוֹם — 📚🇨🇦"}\n',
  ];
  batch.writeAscii(lines[0]!);
  batch.write(lines[1]!);
  batch.write(lines[2]!);
  expect(writes).toEqual([]);
  const ascii = `${'{"level":30,"req":{"id":"x"},"msg":"request"}'.padEnd(99, ' ')}\n`;
  while (writes.length === 0) {
    batch.writeAscii(ascii);
    lines.push(ascii);
  }
  batch.flush();
  expect(text()).toBe(lines.join(''));
  expect(writes[0]!.length).toBeGreaterThanOrEqual(1024 - 100);
  expect(writes[0]!.length).toBeLessThanOrEqual(1024);
});

it('writes a line larger than the buffer by itself, after what was gathered before it', () => {
  const { sink, writes, text } = collector();
  const batch = new Batch(sink, 1024);
  batch.writeAscii('first\n');
  const large = `${'a'.repeat(5000)}\n`;
  batch.writeAscii(large);
  const wide = `${'é'.repeat(3000)}\n`;
  batch.write(wide);
  batch.write('last\n');
  batch.flush();
  expect(writes.map((w) => w.length)).toEqual([6, 5001, 6001, 5]);
  expect(text()).toBe(`first\n${large}${wide}last\n`);
});

it('never writes into a buffer it has handed over', () => {
  const { sink, writes } = collector();
  const batch = new Batch(sink, 1024);
  batch.writeAscii(`${'1'.repeat(1023)}\n`);
  expect(writes).toHaveLength(1);
  const handed = Buffer.from(writes[0]!);
  batch.writeAscii(`${'2'.repeat(1023)}\n`);
  expect(writes[0]!.equals(handed)).toBe(true);
});

it('writes a lone line 200 ms after it came, and at once when the size is 0 (errors)', () => {
  vi.useFakeTimers();
  const { sink, writes, text } = collector();
  const batch = new Batch(sink, 16 * 1024);
  batch.write('{"msg":"sol"}\n');
  vi.advanceTimersByTime(199);
  expect(writes).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(text()).toBe('{"msg":"sol"}\n');

  const errors = collector();
  const immediate = new Batch(errors.sink, 0);
  immediate.write('{"level":50,"msg":"error"}\n');
  immediate.writeAscii('{"level":50,"msg":"request"}\n');
  expect(errors.writes.map((w) => w.toString())).toEqual(['{"level":50,"msg":"error"}\n', '{"level":50,"msg":"request"}\n']);
});
