/**
 * A backup (automatic, or the workspace's download) taken and verified in a child process at the
 * lowest CPU priority (child.ts): the server's own process keeps its cores for its readers. The
 * child is this module's neighbour in the source (run through tsx), the bundle's neighbour once
 * built (dist/server/backup-child.js, scripts/build-node.mjs).
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BackupSource } from './archive.js';

export interface ChildTask extends BackupSource {
  /** Where the archive is written (it must not exist). */
  file: string;
}

export type ChildOutcome = { ok: true; mediaFiles: number } | { ok: false; message: string; code?: string };

function childScript(): { script: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) return { script: path.join(path.dirname(here), 'child.ts'), execArgv: ['--import', 'tsx'] };
  return { script: path.join(path.dirname(here), 'backup-child.js'), execArgv: [] };
}

/**
 * Writes the backup of `source` to `file` and verifies it; resolves once done, rejects with the
 * child's reason (and its code: ENOSPC).
 */
export function takeInChild(source: BackupSource, file: string): Promise<{ mediaFiles: number }> {
  const { script, execArgv } = childScript();
  // The three settings alone, whatever else `source` holds (the server's whole configuration):
  // the task is the child's argument, which `ps` shows.
  const task: ChildTask = { databaseFile: source.databaseFile, mediaStore: source.mediaStore, mediaDir: source.mediaDir, file };
  return new Promise((resolve, reject) => {
    // ELECTRON_RUN_AS_NODE: in the desktop app the server's process is Electron's, run as Node.
    const child = fork(script, [JSON.stringify(task)], { execArgv, env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    // At once, not only when the child runs its first line: Node's start and the loading of its
    // modules took ~150 ms of CPU, which readers felt at the normal priority. (On Linux this sets
    // the child's first thread, whose later threads take it; child.ts sets any that came before.)
    try {
      if (child.pid !== undefined) os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
    } catch {
      // Already ended (its outcome says why), or refused: child.ts tries again.
    }
    let outcome: ChildOutcome | undefined;
    let ended: string | undefined;
    let channelClosed = false;
    // Settled once the child has ended and its channel is closed (every message read): 'exit' may
    // come before the last message.
    const settle = () => {
      if (ended === undefined || !channelClosed) return;
      if (outcome?.ok) resolve({ mediaFiles: outcome.mediaFiles });
      else if (outcome) reject(Object.assign(new Error(outcome.message), { code: outcome.code }));
      else reject(new Error(`el procés de la còpia ha acabat sense dir-ne el resultat (${ended})`));
    };
    child.on('message', (message) => (outcome = message as ChildOutcome));
    child.on('error', reject);
    child.on('disconnect', () => ((channelClosed = true), settle()));
    child.on('exit', (code, signal) => ((ended = signal ?? `codi ${code}`), settle()));
  });
}
