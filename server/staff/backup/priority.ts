/**
 * The lowest CPU priority for every thread of this process: on Linux a priority (nice value) is a
 * thread's own, and a thread takes its maker's when it is made, so the threads that exist already
 * (libuv's pool may have started while modules loaded) are each set, and those made later follow.
 * Elsewhere the process's priority is set once.
 */
import fs from 'node:fs';
import os from 'node:os';

export function lowestPriority(): void {
  let threads: number[] = [];
  try {
    threads = fs.readdirSync('/proc/self/task').map(Number);
  } catch {
    // Not Linux: one priority for the process.
  }
  for (const id of threads.length > 0 ? threads : [0]) {
    try {
      os.setPriority(id, os.constants.priority.PRIORITY_LOW);
    } catch {
      // A thread that ended meanwhile, or a system that refuses: the backup runs all the same.
    }
  }
}
