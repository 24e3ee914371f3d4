// Starts the server on a fresh demo database for the browser tests: the built bundle by default,
// or the TypeScript source with E2E_SERVER_FROM_SOURCE=1 (RENDERER_DIR picks the renderer build).
import { rmSync, mkdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';

const dir = path.resolve('test-results', `e2e-db-${process.env.PORT ?? 'default'}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const args = process.env.E2E_SERVER_FROM_SOURCE === '1'
  ? ['--import', 'tsx', 'server/main.ts', 'start']
  : ['dist/server/main.js', 'start'];
const child = spawn(process.execPath, args, {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_FILE: path.join(dir, 'e2e.sqlite'), MEDIA_DIR: path.join(dir, 'media'), HOST: '127.0.0.1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
