/**
 * Builds one template SQLite database with the real migrations and the demo magazine; each API
 * test file copies it, so tests own their data and never depend on order.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/boot.js';

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-template-'));
  const databaseFile = path.join(dir, 'template.sqlite');
  const db = await openDatabase({ databaseFile, databaseUrl: undefined, seedDemo: true });
  // Fold the WAL into the main file so that a plain copy carries everything.
  await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
  await db.destroy();
  project.provide('templateDatabase', databaseFile);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}
