import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One suite, several projects: the API tests run once per database (the harness takes the
// database from the project's `databaseDialect`), the rest once.
//
// The API files share their worker's modules (isolate: false): loading the server's module graph
// afresh for each file was most of the API tier's time (docs/development.md, «What a run costs»).
// A file that replaces a module the server imports (vi.mock) needs a graph of its own, where the
// server loads the replacement: those files are listed here and run isolated, in a project apart.
const MOCKING_API_FILES = ['tests/api/page-reads.test.ts', 'tests/api/sync-status-race.test.ts'];

const api = (dialect: 'sqlite' | 'postgres', isolated: boolean) => ({
  test: {
    name: isolated ? `api-${dialect}-mocking` : `api-${dialect}`,
    include: isolated ? MOCKING_API_FILES : ['tests/api/**/*.test.ts'],
    // *.postgres.test.ts compare PostgreSQL with a SQLite reference: they need the PostgreSQL pass;
    // *.sqlite.test.ts test what only SQLite has (its own automatic backups).
    exclude: [
      ...(dialect === 'sqlite' ? ['tests/api/**/*.postgres.test.ts'] : ['tests/api/**/*.sqlite.test.ts']),
      ...(isolated ? [] : MOCKING_API_FILES),
    ],
    isolate: isolated,
    globalSetup: ['tests/api/global-setup.ts'],
    // Every JSON answer of the suite is checked against the OpenAPI document (tests/api/responseContract.ts).
    setupFiles: ['tests/api/responseContract.ts'],
    provide: { databaseDialect: dialect },
  },
});

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores, one file at a time,
    // with the second core idle while an API test waits on PostgreSQL, a child process or sharp.
    // One worker per core ran the suite in about half the time (docs/development.md, «What a run costs»).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // Unit files share their worker's modules too: pure rules, nothing to replace or reset.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false } },
      { extends: true, ...api('sqlite', false) },
      { extends: true, ...api('sqlite', true) },
      { extends: true, ...api('postgres', false) },
      { extends: true, ...api('postgres', true) },
      { extends: true, test: { name: 'electron', include: ['tests/electron/**/*.test.ts'] } },
      // Renderer screens in a DOM (happy-dom) with Testing Library; only the network is a double.
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/components/setup.ts'],
        },
      },
    ],
  },
});
