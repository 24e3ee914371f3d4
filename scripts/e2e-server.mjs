// Starts the server on a fresh demo database for the browser tests: the built bundle by default,
// or the TypeScript source with E2E_SERVER_FROM_SOURCE=1 (RENDERER_DIR picks the renderer build).
// Playwright starts it before any test, so it first builds the run's demo template
// (E2E_DEMO_TEMPLATE): the database and media folder a server makes when it starts on a missing
// database, once, for every server of the run to start on a copy (tests/e2e/ownServer.ts) instead
// of seeding the demo magazine again (several seconds each).
import { cpSync, existsSync, rmSync, mkdirSync } from 'node:fs';
import { fork } from 'node:child_process';
import path from 'node:path';

const args = process.env.E2E_SERVER_FROM_SOURCE === '1'
  ? ['--import', 'tsx', 'server/main.ts', 'start']
  : ['dist/server/main.js', 'start'];

const startServer = (folder, port) => fork(args.at(-2), ['start'], {
  execArgv: args.slice(0, -2),
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATABASE_FILE: path.join(folder, 'demo.sqlite'), MEDIA_DIR: path.join(folder, 'media') },
});

/** Starts a server on a new folder, waits until it is ready (the demo seeded), and stops it. */
async function buildTemplate(folder) {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const server = startServer(folder, '0');
  await new Promise((resolve, reject) => {
    server.on('message', (m) => m?.type === 'ready' && resolve());
    server.once('exit', (code) => reject(new Error(`the demo template's server exited with ${code}`)));
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  // A copy of the file alone must carry everything: the server folds its WAL in as it closes.
  if (existsSync(path.join(folder, 'demo.sqlite-wal'))) throw new Error('the demo template kept a WAL file after its server stopped');
}

const template = process.env.E2E_DEMO_TEMPLATE;
if (!template) throw new Error('E2E_DEMO_TEMPLATE is not set (playwright.config.ts sets it)');
await buildTemplate(template);

const dir = path.resolve('test-results', `e2e-db-${process.env.PORT ?? 'default'}`);
rmSync(dir, { recursive: true, force: true });
cpSync(template, dir, { recursive: true });
const child = startServer(dir, process.env.PORT);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
