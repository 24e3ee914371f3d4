// The one test command: lint, typecheck and build side by side; Vitest on Node 20 (unit, API on
// PostgreSQL, electron, components) and on Node 24 (unit, API on SQLite); then the browser tests
// (Playwright).
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

/** Titles of the tests Playwright gave a status ('flaky', 'unexpected'), from its JSON report. */
function titlesWith(report, status) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === status) titles.push([...path, spec.title].join(' › '));
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

// Vitest, in two runs one after the other (each keeps both cores busy). The API tier runs once per
// database and each database on one of the two Node versions, so that every API test file runs on
// Node 24 and on Node 20 without running twice on either: SQLite (whose driver is a native module,
// the likelier to break on a new Node) on Node 24 LTS, from the node@24 package of the npm registry;
// PostgreSQL on Node 20, where the browser tests also run the server on SQLite. The unit tier runs
// on both. Node 24's figures are also printed apart in the closing line.
const TIERS = {
  node20: ['unit', 'api-postgres', 'api-postgres-mocking', 'electron', 'components'],
  node24: ['unit', 'api-sqlite', 'api-sqlite-mocking'],
};
const projects = (names) => names.flatMap((name) => ['--project', name]);
const reporters = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=test-results/${file}`];

/** Adds a Vitest run's JSON report to the counts; returns them, or null without a report. */
function countVitest(label, ok, file) {
  const report = readJson(`test-results/${file}`);
  if (!report) {
    check(`${label} (no report)`, false);
    return null;
  }
  results.passed += report.numPassedTests;
  results.failed += report.numFailedTests;
  results.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // Named again at the end, where a log cut to its last lines still shows them.
  for (const file of report.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${label}: ${where} › ${test.fullName}`);
    }
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) failures.push(`${label}: ${where} (did not load)`);
  }
  // A file that fails to load has no test results of its own: count it as a failure.
  if (!ok && report.numFailedTests === 0) check(`${label} (suite failed to load)`, false);
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

const node20Ok = run('unit, API on PostgreSQL, electron and component tests (Node 20)', 'npx', [
  'vitest', 'run', ...projects(TIERS.node20), ...reporters('vitest.json'),
]);
countVitest('vitest', node20Ok, 'vitest.json');
const node24Ok = run('unit and API on SQLite tests (Node 24)', 'npx', [
  '-y', '-p', 'node@24', 'node', 'node_modules/vitest/vitest.mjs', 'run', ...projects(TIERS.node24), ...reporters('vitest-node24.json'),
]);
const node24 = countVitest('vitest on Node 24', node24Ok, 'vitest-node24.json') ?? { passed: 0, failed: 0 };

if (built) {
  const e2eOk = run('browser tests', 'npx', ['playwright', 'test']);
  // Where playwright.config.ts writes its report (E2E_OUTPUT_DIR lets runs share a machine).
  const e2e = readJson(`${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/e2e-results.json`);
  if (e2e?.stats) {
    // A flaky test (only possible if retries are turned back on) counts as failed.
    results.passed += e2e.stats.expected;
    results.failed += e2e.stats.unexpected + (e2e.stats.flaky ?? 0);
    for (const title of titlesWith(e2e, 'flaky')) failures.push(`playwright, flaky (counted as failed): ${title}`);
    for (const title of titlesWith(e2e, 'unexpected')) failures.push(`playwright: ${title}`);
    results.skipped += e2e.stats.skipped;
    if (!e2eOk && e2e.stats.unexpected === 0 && !e2e.stats.flaky) check('playwright (run failed)', false);
  } else check('playwright (no report)', false);
} else if (existsSync('tests/e2e')) {
  check('browser tests (not run: build failed)', false);
}

if (failures.length > 0) console.info(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
console.info(`\ntests: ${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped (of them on Node 24, unit + API on SQLite: ${node24.passed} passed, ${node24.failed} failed)`);
process.exit(results.failed > 0 ? 1 : 0);
