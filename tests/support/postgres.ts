/**
 * A real PostgreSQL server for the tests: either a throwaway one (Debian's `postgresql` package:
 * initdb into a temporary folder, started on a free loopback port with trust authentication,
 * stopped and deleted afterwards), or an existing one named by TEST_DATABASE_URL. Either way the
 * tests only ever touch the databases they create here, and drop them when done.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface PostgresServer {
  /** The address this process administers the server through (CREATE/DROP DATABASE). */
  adminUrl: string;
  /** postgres:// address of one database on this server. */
  url(database: string): string;
  /** Creates an empty database with the C collation, or a copy of `template` (a cheap file-level clone). */
  createDatabase(name: string, template?: string): Promise<void>;
  /** Drops a database, closing whatever connections are still open on it. */
  dropDatabase(name: string): Promise<void>;
  /** Drops what this process created; stops and deletes a throwaway server. */
  stop(): Promise<void>;
}

/** A name unique enough for databases of parallel runs on one shared server. */
export const uniqueDatabaseName = (prefix: string): string => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

/**
 * TEST_DATABASE_URL: an existing server to use instead of a throwaway one. Its user must be
 * allowed to create databases; the database in the address is only used to connect from.
 */
export async function startPostgres(existingUrl = process.env.TEST_DATABASE_URL): Promise<PostgresServer> {
  if (existingUrl) return postgresAt(existingUrl);
  return startThrowawayServer();
}

/** A throwaway server a test may stop and start again on the same port (a database outage). */
export interface StoppablePostgres extends PostgresServer {
  /** Stops the server as an administrator would (`pg_ctl stop -m fast`: sessions get 57P01). */
  halt(): void;
  /** Starts it again on the same port. */
  resume(): void;
}

/** Always a server of its own (never TEST_DATABASE_URL's): stopping it touches no other test. */
export const startStoppablePostgres = (): Promise<StoppablePostgres> => startThrowawayServer();

/** A running server, administered through `adminUrl` (its database is only connected to). */
export function postgresAt(adminUrl: string, shutdown: () => Promise<void> = async () => {}): PostgresServer {
  const created = new Set<string>();
  const url = (database: string) => {
    const u = new URL(adminUrl);
    u.pathname = `/${database}`;
    return u.toString();
  };
  const admin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const drop = (client: pg.Client, name: string) => client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
  return {
    adminUrl,
    url,
    createDatabase: async (name, template) => {
      await admin(async (c) => {
        // A new database sorts text by code point as SQLite does, whatever the server's default.
        let source = " TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C'";
        if (template) {
          // PostgreSQL 15 copies a template through the WAL by default; copying its files is
          // several times faster for a database this size (about 300 ms instead of 1 s).
          const { rows } = await c.query<{ v: string }>('SHOW server_version_num');
          source = ` TEMPLATE ${quote(template)}${Number(rows[0]?.v) >= 150000 ? ' STRATEGY FILE_COPY' : ''}`;
        }
        await c.query(`CREATE DATABASE ${quote(name)}${source}`);
      });
      created.add(name);
    },
    dropDatabase: async (name) => {
      await admin((c) => drop(c, name));
      created.delete(name);
    },
    stop: async () => {
      if (created.size > 0) {
        await admin(async (c) => {
          for (const name of created) await drop(c, name);
        });
      }
      await shutdown();
    },
  };
}

/** The newest PostgreSQL installed the Debian way (/usr/lib/postgresql/<major>/bin). */
function postgresBinaries(): string {
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root)
    ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length === 0) {
    throw new Error(
      'PostgreSQL is not installed: the API tests run on PostgreSQL too. Install Debian\'s "postgresql" package ' +
        '(.ci/run does), or set TEST_DATABASE_URL=postgres://user@host:port/db to use an existing server.',
    );
  }
  return path.join(root, majors[0]!, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startThrowawayServer(): Promise<StoppablePostgres> {
  const bin = postgresBinaries();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-pg-'));
  const dataDir = path.join(dir, 'data');
  // initdb refuses to run as root: the cluster then belongs to the "postgres" system user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    fs.chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]] : [path.join(bin, program), args];
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    // C.UTF-8: code-point order like SQLite's binary collation, and Unicode-aware lower().
    run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync', '--no-instructions']);
    // A throwaway server needs no durability: no fsync makes database clones and seeding fast.
    const settings = ['-c listen_addresses=127.0.0.1', `-k ${dir}`, '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=200'];
    let port = 0;
    const start = () => run('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', [`-p ${port}`, ...settings].join(' '), 'start']);
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        start();
        break;
      } catch (error) {
        // Another process may have taken the port between the probe and the start.
        if (attempt === 3) throw new Error(`${(error as Error).message}\n${fs.readFileSync(path.join(dir, 'server.log'), 'utf8')}`);
      }
    }
    const shutdown = () => {
      process.off('exit', shutdown);
      // A server a test halted is already stopped.
      if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      remove();
    };
    // A run cut short (an interrupted Vitest) still leaves no server behind.
    process.on('exit', shutdown);
    return {
      ...postgresAt(`postgres://postgres@127.0.0.1:${port}/postgres`, async () => shutdown()),
      halt: () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
      resume: start,
    };
  } catch (error) {
    remove();
    throw error;
  }
}
