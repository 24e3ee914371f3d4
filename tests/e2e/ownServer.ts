/**
 * A server of its own for a browser test file that writes (drafts, publications) or needs its own
 * settings (PUBLIC_URL): the built bundle on a fresh demo database and an empty media folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface OwnServer {
  base: string;
  token: string;
  stop(): void;
}

export async function startOwnServer(name: string, env: Record<string, string> = {}): Promise<OwnServer> {
  const token = `e2e-${name}-token-0123456789`;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `revista-e2e-${name}-`));
  fs.mkdirSync(path.join(root, 'media'));
  // E2E_SERVER_FROM_SOURCE=1 runs the TypeScript source with the built renderer, as e2e-server.mjs does.
  const args = process.env.E2E_SERVER_FROM_SOURCE === '1' ? ['--import', 'tsx', 'server/main.ts', 'start'] : ['dist/server/main.js', 'start'];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_FILE: path.join(root, 'db.sqlite'), MEDIA_DIR: path.join(root, 'media'), ADMIN_TOKEN: token, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
  return {
    base,
    token,
    stop: () => {
      child.kill();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
