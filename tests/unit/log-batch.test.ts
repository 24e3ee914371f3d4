/**
 * The gathering of log lines (server/log/logger.ts's Batch): lines are copied into a buffer as they
 * come and written together, in order and byte for byte, whatever their script: ASCII request
 * lines as one-byte text, the rest as UTF-8 (Catalan, Greek, emoji), a line larger than the
 * buffer on its own, and a buffer the sink keeps never reused. And the descriptor's sink (fdSink):
 * what a busy pipe does not take at once is written all the same.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, expect, it, vi } from 'vitest';
import { Batch, fdSink, type ByteSink } from '../../server/log/logger.js';

/** A sink that writes at once (a copy of the bytes: the batch reuses its buffer). */
function collector() {
  const writes: Buffer[] = [];
  const sink: ByteSink = { write: (bytes) => (writes.push(Buffer.from(bytes)), true) };
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

it('never writes into a buffer the sink kept (sonic-boom waiting on a busy pipe), and reuses one it wrote', () => {
  const handed: Buffer[] = [];
  let keeps = true;
  const batch = new Batch({ write: (bytes) => (handed.push(bytes), !keeps) }, 1024);
  batch.writeAscii(`${'1'.repeat(1023)}\n`);
  const copy = Buffer.from(handed[0]!);
  keeps = false;
  batch.writeAscii(`${'2'.repeat(1023)}\n`);
  batch.writeAscii(`${'3'.repeat(1023)}\n`);
  expect(handed[0]!.equals(copy)).toBe(true);
  expect(handed[1]!.buffer).not.toBe(handed[0]!.buffer);
  expect(handed[2]!.buffer).toBe(handed[1]!.buffer);
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

it('writes all of what a busy pipe does not take at once: 1 MB through a pipe that another process reads', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-pipe-'));
  const fifo = path.join(dir, 'fifo');
  const out = path.join(dir, 'out');
  execFileSync('mkfifo', [fifo]);
  const outFd = fs.openSync(out, 'w');
  const reader = spawn('cat', [fifo], { stdio: ['ignore', outFd, 'inherit'] });
  fs.closeSync(outFd);
  const read = new Promise((resolve) => reader.on('exit', resolve));
  // Non-blocking, as Node makes a pipe it uses for process.stdout: a full pipe answers EAGAIN.
  // The open succeeds once cat is opening the other end.
  let fd = -1;
  await vi.waitFor(() => (fd = fs.openSync(fifo, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK)), { timeout: 10_000 });
  // The reader is held until sonic-boom is called for: so the pipe is full when the first write
  // is tried, whatever the load (a reader keeping up took the whole megabyte in one write).
  reader.kill('SIGSTOP');
  const destination = pino.destination.bind(pino);
  const handedOver = vi.spyOn(pino, 'destination').mockImplementation((options) => {
    reader.kill('SIGCONT');
    return destination(options);
  });
  const bytes = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < bytes.length; i++) bytes[i] = 97 + (i % 26);
  try {
    expect(fdSink(fd).write(bytes)).toBe(false);
    expect(handedOver).toHaveBeenCalledOnce();
  } finally {
    handedOver.mockRestore();
    fs.closeSync(fd);
    reader.kill('SIGCONT');
  }
  await read;
  expect(fs.readFileSync(out).equals(bytes)).toBe(true);
  fs.rmSync(dir, { recursive: true });
});
