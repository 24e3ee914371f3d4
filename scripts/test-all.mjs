// The one test command: lint, typecheck and build side by side, unit + API + electron tests
// (Vitest), the unit and API (SQLite) tests again on Node 24, then the browser tests (Playwright).
// Prints one closing line "N passed, N failed" and fails on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args) {
  console.info(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.info(`=== ${label}: ${status === 0 ? 'ok' : `exit ${status}`} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return status === 0;
}

/**
 * Starts a step beside others: its output is held back and printed whole when it ends, so that
 * steps run side by side do not interleave. Resolves to whether it passed.
 */
function start(label, command, args) {
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      console.info(`\n=== ${label}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      console.info(`=== ${label}: ${status === 0 ? 'ok' : `exit ${status}`} (${((Date.now() - started) / 1000).toFixed(1)} s, side by side)`);
      resolve(status === 0);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Titles of the tests Playwright marked flaky, from its JSON report. */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === 'flaky') titles.push([...path, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

/** A step that is not a test runner still counts: one check that passed or failed. */
function check(label, ok) {
  if (ok) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(label);
  }
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

// Lint and typecheck each keep one core busy; on CI's two, the build and fetching Node 24 for its
// pass below fit beside them (none reads what another writes: .cache/, dist/, npm's cache).
// Typecheck: one project per runtime (tsconfig.json references them); declarations go to .cache/.
const [linted, typed, built] = await Promise.all([
  start('lint', 'npx', ['eslint', '--max-warnings', '0', '.']),
  start('typecheck', 'npx', ['tsc', '-b']),
  start('build', 'npm', ['run', 'build']),
  // Only fetched here: the pass itself counts if Node 24 cannot be had.
  start('fetch Node 24', 'npx', ['-y', '-p', 'node@24', 'node', '--version']),
]);
check('eslint', linted);
check('tsc', typed);
check('build', built);

// The API tests run twice, once per database (Vitest projects api-sqlite and api-postgres).
const vitestOk = run('unit, API (SQLite and PostgreSQL), electron and component tests', 'npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json',
]);
const vitest = readJson('test-results/vitest.json');
if (vitest) {
  results.passed += vitest.numPassedTests;
  results.failed += vitest.numFailedTests;
  results.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  // A file that fails to load has no test results of its own: count it as a failure.
  if (!vitestOk && vitest.numFailedTests === 0) check('vitest (suite failed to load)', false);
} else check('vitest (no report)', vitestOk && false);

// Node 24 LTS as well (Node 20's end of life was 2026-04-30), on the node@24 package from the npm
// registry, counted apart in the closing line: the unit tier, and of the API tier (SQLite) a
// representative part, for the whole of it does not fit in CI's 30 minutes beside the rest. These
// reach the native modules (sqlite3, sharp), the reader and desk API, search, logs, metrics,
// health and the automatic backups (SQLite's online copy, verified); the backup command's child
// processes (backup.test.ts, 29 s of this pass's 53) run on Node 20 only. (Run beside the
// typecheck instead of after Vitest, it made the typecheck 60 s longer: no core is idle there.)
const NODE24_API = [
  'content', 'reader-api', 'search', 'authors', 'desk-articles', 'media-variants', 'lean-gets',
  'scheduled-backups.sqlite', 'request-log', 'metrics', 'health', 'server-rendered-pages', 'trust-proxy',
].map((name) => `tests/api/${name}.test.ts`);
const node24 = { passed: 0, failed: 0 };
const node24Ok = run('unit tests and part of the API tests (SQLite) on Node 24', 'npx', [
  '-y', '-p', 'node@24', 'node', 'node_modules/vitest/vitest.mjs', 'run', '--project', 'unit', 'tests/unit', '--project', 'api-sqlite', ...NODE24_API,
  '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest-node24.json',
]);
const onNode24 = readJson('test-results/vitest-node24.json');
if (onNode24) {
  node24.passed = onNode24.numPassedTests;
  node24.failed = onNode24.numFailedTests;
  results.passed += node24.passed;
  results.failed += node24.failed;
  results.skipped += onNode24.numPendingTests + (onNode24.numTodoTests ?? 0);
  if (!node24Ok && onNode24.numFailedTests === 0) check('vitest on Node 24 (suite failed to load)', false);
} else check('vitest on Node 24 (no report)', false);

if (built) {
  const e2eOk = run('browser tests', 'npx', ['playwright', 'test']);
  // Where playwright.config.ts writes its report (E2E_OUTPUT_DIR lets runs share a machine).
  const e2e = readJson(`${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/e2e-results.json`);
  if (e2e?.stats) {
    // A flaky test (only possible if retries are turned back on) counts as failed.
    results.passed += e2e.stats.expected;
    results.failed += e2e.stats.unexpected + (e2e.stats.flaky ?? 0);
    if (e2e.stats.flaky) {
      console.info(`\nFlaky, counted as failed: ${flakyTitles(e2e).join('; ')}`);
      failures.push('playwright (flaky tests)');
    }
    results.skipped += e2e.stats.skipped;
    if (!e2eOk && e2e.stats.unexpected === 0 && !e2e.stats.flaky) check('playwright (run failed)', false);
  } else check('playwright (no report)', false);
} else if (existsSync('tests/e2e')) {
  check('browser tests (not run: build failed)', false);
}

if (failures.length > 0) console.info(`\nFailed steps: ${failures.join(', ')}`);
console.info(`\ntests: ${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped (of them on Node 24, unit + part of API on SQLite: ${node24.passed} passed, ${node24.failed} failed)`);
process.exit(results.failed > 0 ? 1 : 0);
