/**
 * A SQLite database file deleted or replaced under a running server: the open connection goes on
 * reading and writing the unlinked file, so every write would be acknowledged and lost at the next
 * start, while the health answers stayed green. The guard notes which file it opened (device and
 * inode) and checks that the path still names it before each statement that writes (and before a
 * read when it has not looked for a second: a stat costs a read's share of a page); if not, the
 * statement fails as SQLite's "cannot open" does, which the server answers 503 (server/db/unavailable.ts)
 * and the health checks report. The server never reopens the path itself: the process still holds
 * the unlinked file (/proc/<pid>/fd), which is how an operator gets its data back.
 */
import fs from 'node:fs';

/** The node-sqlite3 connection's two query calls knex uses (its `_query`: 'all' or 'run'). */
type QueryCall = (this: unknown, sql: string, bindings: unknown, callback: (err: Error | null, rows?: unknown) => void) => unknown;
export interface GuardedConnection {
  all: QueryCall;
  run: QueryCall;
}

export interface DatabaseFileGuard {
  /** Makes the connection's statements check the file first. */
  watch(connection: GuardedConnection): void;
}

/** Milliseconds a read trusts the last look at the file. */
const READ_LOOK_MS = 1000;
const READ = /^\s*select\b/i;

/** `lost`: told once, when the file is first found gone or replaced (the server's log). */
export function databaseFileGuard(file: string, lost: (detail: string) => void = () => undefined): DatabaseFileGuard {
  let identity: { dev: number; ino: number } | undefined;
  let looked = { at: 0, same: true };

  const intact = (): boolean => {
    if (identity === undefined || !looked.same) return looked.same;
    const now = fs.statSync(file, { throwIfNoEntry: false });
    looked = { at: Date.now(), same: now !== undefined && now.ino === identity.ino && now.dev === identity.dev };
    // Once lost, lost: the server does not follow a new file at the path (a restart opens it).
    if (!looked.same) lost(`${now === undefined ? 'deleted' : 'replaced'} while the server runs: ${file} (statements refused until restart)`);
    return looked.same;
  };
  const intactFor = (sql: string): boolean => (READ.test(sql) && looked.same && Date.now() - looked.at < READ_LOOK_MS) || intact();

  const refused = (): Error =>
    Object.assign(new Error(`SQLITE_CANTOPEN: the database file was deleted or replaced: ${file}`), { code: 'SQLITE_CANTOPEN' });

  return {
    watch(connection) {
      if (identity === undefined) {
        const opened = fs.statSync(file, { throwIfNoEntry: false });
        if (opened) identity = { dev: opened.dev, ino: opened.ino };
      }
      for (const method of ['all', 'run'] as const) {
        const call = connection[method];
        connection[method] = function guarded(this: unknown, sql, bindings, callback) {
          if (intactFor(sql)) return call.call(this, sql, bindings, callback);
          const err = refused();
          process.nextTick(() => callback(err));
          return this;
        };
      }
    },
  };
}
