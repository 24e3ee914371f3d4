/**
 * A backup's own process (started by takeInChild, inChild.ts): the archive written and verified at
 * the lowest CPU priority, so that the server's readers are served first. In the server's process,
 * copying and checking the demo's 26 MB took ~0.85 s of CPU, mostly on libuv's threads (SQLite,
 * the file system), which ran at the readers' priority and halved their answers meanwhile.
 * Told what to copy as one JSON argument; tells its outcome as one IPC message.
 */
import { createDb } from '../../db/connection.js';
import { writeBackup } from './archive.js';
import type { ChildOutcome, ChildTask } from './inChild.js';
import { lowestPriority } from './priority.js';
import { verifyBackup } from './verify.js';

lowestPriority();
const task = JSON.parse(process.argv[2] ?? '{}') as ChildTask;
// The server went away: no one is waiting for this backup.
process.on('disconnect', () => process.exit(1));

async function take(): Promise<ChildOutcome> {
  const db = createDb({ databaseFile: task.databaseFile });
  try {
    const contents = await writeBackup(db, task, task.file);
    await verifyBackup(task.file, contents);
    return { ok: true, mediaFiles: contents.mediaFiles };
  } catch (error) {
    return { ok: false, message: (error as Error).message, code: (error as NodeJS.ErrnoException).code };
  } finally {
    await db.destroy();
  }
}

const outcome = await take();
process.send!(outcome, () => process.exit(0));
