/**
 * The automatic backup's child process runs every thread at the lowest CPU priority
 * (server/staff/backup/priority.ts): on Linux each thread has its own, so a process whose
 * libuv pool had started kept it at the normal priority when only the calling thread was set.
 */
import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';

it.runIf(process.platform === 'linux')('sets every thread of the process, those that ran before and those made after', () => {
  const script = `
    import fs from 'node:fs';
    import { lowestPriority } from './server/staff/backup/priority.ts';
    // libuv's pool starts with the first file read: its threads exist before the call.
    await fs.promises.readFile('package.json');
    const before = fs.readdirSync('/proc/self/task').length;
    lowestPriority();
    // Work after the call, on the pool and on a new thread (a worker).
    await Promise.all(Array.from({ length: 8 }, () => fs.promises.stat('.')));
    const { Worker } = await import('node:worker_threads');
    await new Promise((resolve) => new Worker('setTimeout(() => {}, 50)', { eval: true }).on('online', resolve));
    const nice = (id) => Number(fs.readFileSync('/proc/self/task/' + id + '/stat', 'utf8').split(') ')[1].split(' ')[16]);
    const threads = fs.readdirSync('/proc/self/task');
    console.log(JSON.stringify({ before, nices: threads.map(nice) }));
    process.exit(0);
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  const { before, nices } = JSON.parse(out) as { before: number; nices: number[] };
  expect(before).toBeGreaterThan(4);
  expect(nices.length).toBeGreaterThan(before);
  expect(new Set(nices)).toEqual(new Set([19]));
});
