import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One suite, several projects: the API tests run once per database (the harness takes the
// database from the project's `databaseDialect`), the rest once.
const api = (dialect: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${dialect}`,
    include: ['tests/api/**/*.test.ts'],
    // *.postgres.test.ts compare PostgreSQL with a SQLite reference: they need the PostgreSQL pass;
    // *.sqlite.test.ts test what only SQLite has (its own automatic backups).
    exclude: dialect === 'sqlite' ? ['tests/api/**/*.postgres.test.ts'] : ['tests/api/**/*.sqlite.test.ts'],
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
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, ...api('sqlite') },
      { extends: true, ...api('postgres') },
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
