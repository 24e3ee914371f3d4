// The renderer build keeps earlier assets (vite.config.ts: emptyOutDir false) so that tabs
// opened before a deploy can still lazy-load their chunks. This keeps this build's files and the
// previous build's, and removes older ones; `.vite/previous-assets.json` remembers this build's
// list for the next one. Run after `vite build` (scripts/build-node.mjs), or alone with the
// renderer folder as argument.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function pruneAssets(rendererDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(rendererDir, '.vite', 'manifest.json'), 'utf8'));
  const current = new Set();
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) current.add(path.basename(file));
  }
  // The API reference's script is not Vite's (scripts/redoc-asset.mjs): its record names its files.
  const reference = path.join(rendererDir, '.vite', 'api-reference.json');
  if (fs.existsSync(reference)) for (const file of JSON.parse(fs.readFileSync(reference, 'utf8')).files) current.add(file);
  const record = path.join(rendererDir, '.vite', 'previous-assets.json');
  const previous = new Set(fs.existsSync(record) ? JSON.parse(fs.readFileSync(record, 'utf8')) : []);
  const assetsDir = path.join(rendererDir, 'assets');
  for (const name of fs.readdirSync(assetsDir)) {
    // A compressed copy (scripts/precompress-assets.mjs) goes with its file.
    const file = name.replace(/\.(br|gz)$/, '');
    if (!current.has(file) && !previous.has(file)) fs.rmSync(path.join(assetsDir, name));
  }
  fs.writeFileSync(record, JSON.stringify([...current]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) pruneAssets(process.argv[2] ?? 'dist/renderer');
