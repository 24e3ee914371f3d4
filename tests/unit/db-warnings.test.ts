/**
 * knex's own warnings go to the server's logger, one line each, and a warning repeated while the
 * database is away is counted, not written again: by default knex printed each failed connection
 * to stdout with its stack, a multi-line block per retry among the JSON log lines.
 */
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb, type DbWarnings } from '../../server/db/connection.js';

/** A port where nothing listens: connections are refused at once. */
async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('knex warnings', () => {
  it('reach the logger as one line each, and the same one again within seconds is not written again', async () => {
    const printed = vi.spyOn(console, 'log');
    const lines: Parameters<DbWarnings>[] = [];
    const db = createDb({ databaseFile: '', databaseUrl: `postgres://nobody@127.0.0.1:${await deadPort()}/none` }, (...line) => lines.push(line));
    try {
      for (let i = 0; i < 3; i += 1) await expect(db.raw('select 1')).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await db.destroy();
    }
    expect(lines).toHaveLength(1);
    const [level, detail, repeated] = lines[0]!;
    expect(level).toBe('warn');
    expect(detail).toMatch(/^Acquire connection error: Error: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
    expect(repeated).toBe(0);
    expect(printed).not.toHaveBeenCalled();
  });
});
