/**
 * Builds one template database with the real migrations and the demo magazine, on the dialect
 * the Vitest project names (`provide: { databaseDialect }`); each API test file gets a copy of
 * it, so tests own their data and never depend on order. SQLite: a file the harness copies.
 * PostgreSQL: a database on a real server that the harness clones with CREATE DATABASE … TEMPLATE.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import type { TestProject } from 'vitest/node';
import { openApiDocument } from '../../common/api/openapi.js';
import { openDatabase } from '../../server/boot.js';
import { startPostgres, uniqueDatabaseName } from '../support/postgres.js';

export type DatabaseDialect = 'sqlite' | 'postgres';

export type TestDatabase =
  | { dialect: 'sqlite'; templateFile: string }
  | { dialect: 'postgres'; adminUrl: string; template: string };

/**
 * The OpenAPI document every answer is checked against (responseContract.ts), built from the zod
 * schemas once per run rather than once per test file (about a second each: the build, and ajv
 * compiling its meta-schema to check the document). Checked here, once, as a valid JSON Schema.
 */
function contractDocument(): ReturnType<typeof openApiDocument> {
  const document = openApiDocument();
  new Ajv2020({ strict: false }).addSchema(document, 'openapi');
  return document;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dialect = project.getProvidedContext().databaseDialect;
  project.provide('openApiDocument', contractDocument());
  if (dialect === 'postgres') {
    const server = await startPostgres();
    try {
      const template = uniqueDatabaseName('revista_template');
      await server.createDatabase(template);
      const db = await openDatabase({ databaseFile: '', databaseUrl: server.url(template), seedDemo: true });
      // A template must have no open connections while it is being cloned.
      await db.destroy();
      project.provide('testDatabase', { dialect, adminUrl: server.adminUrl, template });
    } catch (error) {
      await server.stop();
      throw error;
    }
    return () => server.stop();
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-template-'));
  const templateFile = path.join(dir, 'template.sqlite');
  const db = await openDatabase({ databaseFile: templateFile, databaseUrl: undefined, seedDemo: true });
  // Fold the WAL into the main file so that a plain copy carries everything.
  await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
  await db.destroy();
  project.provide('testDatabase', { dialect: 'sqlite', templateFile });
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the Vitest project: the database the API suite runs on. */
    databaseDialect: DatabaseDialect;
    testDatabase: TestDatabase;
    /** The OpenAPI document, built and checked once (contractDocument). */
    openApiDocument: ReturnType<typeof openApiDocument>;
  }
}
