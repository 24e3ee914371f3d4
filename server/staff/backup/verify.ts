/**
 * A backup is only a backup once it has been read back: the file opens as a zip, its database
 * passes SQLite's integrity_check and holds the rows the copy had, table by table, and its media
 * are the files that were written, with their sizes. Throws with what differs. Like writeBackup
 * (archive.ts), it runs in a process of its own and reads and writes synchronously.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../../db/connection.js';
import { DATABASE_ENTRY, MEDIA_PREFIX, eachEntry, openZip, tableCounts, type BackupContents } from './archive.js';

export async function verifyBackup(file: string, expected: BackupContents): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-verify-'));
  const media = new Map<string, number>();
  const databaseFile = path.join(dir, DATABASE_ENTRY);
  try {
    const zip = await openZip(file);
    try {
      await eachEntry(zip, async (name, bytes) => {
        if (name === DATABASE_ENTRY) fs.writeFileSync(databaseFile, bytes);
        else if (name.startsWith(MEDIA_PREFIX)) media.set(name.slice(MEDIA_PREFIX.length), bytes.length);
      });
    } finally {
      zip.close();
    }
    if (!fs.existsSync(databaseFile)) throw new Error(`la còpia no conté ${DATABASE_ENTRY}`);
    const db = createDb({ databaseFile });
    try {
      const check = (await db.raw<{ integrity_check: string }[]>('PRAGMA integrity_check')).map((row) => row.integrity_check).join('; ');
      if (check !== 'ok') throw new Error(`la base de dades de la còpia no passa integrity_check: ${check}`);
      const counts = await tableCounts(db);
      const tables = [...new Set([...Object.keys(counts), ...Object.keys(expected.tables)])];
      const differing = tables.filter((t) => counts[t] !== expected.tables[t]);
      if (differing.length > 0) throw new Error(`files diferents a la còpia: ${differing.map((t) => `${t} (${counts[t] ?? 'cap'} en lloc de ${expected.tables[t] ?? 'cap'})`).join(', ')}`);
    } finally {
      await db.destroy();
    }
    const names = [...new Set([...media.keys(), ...expected.media.keys()])];
    const wrong = names.filter((n) => media.get(n) !== expected.media.get(n));
    if (wrong.length > 0) throw new Error(`fitxers multimèdia diferents a la còpia: ${wrong.slice(0, 5).join(', ')}${wrong.length > 5 ? '…' : ''}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
