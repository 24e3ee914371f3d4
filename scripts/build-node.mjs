// After `vite build` (the renderer): the renderer's server entry (Vite SSR build into dist/ssr),
// the pruning of old renderer assets, then the server and the Electron main/preload with esbuild
// (node_modules stay external).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { build as viteBuild } from 'vite';

await viteBuild({ build: { ssr: 'entry-server.tsx' }, logLevel: 'warn' });

/**
 * The renderer build keeps earlier assets (emptyOutDir: false) so that tabs opened before a deploy
 * can still lazy-load their chunks. Kept: this build's files and the previous build's; older
 * ones go. `.vite/previous-assets.json` remembers this build's list for the next one.
 */
function pruneAssets(rendererDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(rendererDir, '.vite', 'manifest.json'), 'utf8'));
  const current = new Set();
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) current.add(path.basename(file));
  }
  const record = path.join(rendererDir, '.vite', 'previous-assets.json');
  const previous = new Set(fs.existsSync(record) ? JSON.parse(fs.readFileSync(record, 'utf8')) : []);
  const assetsDir = path.join(rendererDir, 'assets');
  for (const name of fs.readdirSync(assetsDir)) {
    if (!current.has(name) && !previous.has(name)) fs.rmSync(path.join(assetsDir, name));
  }
  fs.writeFileSync(record, JSON.stringify([...current]));
}
pruneAssets('dist/renderer');

const common = { bundle: true, platform: 'node', target: 'node20', packages: 'external', sourcemap: false, logLevel: 'warning' };

await build({ ...common, entryPoints: ['server/main.ts'], outfile: 'dist/server/main.js', format: 'esm' });
await build({ ...common, entryPoints: ['electron/main.ts'], outfile: 'dist/electron/main.js', format: 'esm', external: ['electron'] });
// Sandboxed preload scripts must be CommonJS.
await build({ ...common, entryPoints: ['electron/preload.ts'], outfile: 'dist/electron/preload.cjs', format: 'cjs', external: ['electron'] });
