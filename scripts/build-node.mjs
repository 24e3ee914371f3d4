// After `vite build` (the renderer): the renderer's server entry (Vite SSR build into dist/ssr),
// the API reference's script, the pruning of old renderer assets, the compressed copies of its
// text files, then the server and the Electron main/preload with esbuild (node_modules stay external).
import fs from 'node:fs';
import { build, transform } from 'esbuild';
import { build as viteBuild } from 'vite';
import { precompressAssets } from './precompress-assets.mjs';
import { pruneAssets } from './prune-assets.mjs';
import { writeRedocAsset } from './redoc-asset.mjs';

await viteBuild({ build: { ssr: 'entry-server.tsx' }, logLevel: 'warn' });

// The API reference's script (Redoc) joins the renderer's assets before the prune, which keeps it.
writeRedocAsset('dist/renderer');
pruneAssets('dist/renderer');

// The boot script is copied as written (renderer/public), comments and all; every page downloads it.
const bootFile = 'dist/renderer/boot.js';
fs.writeFileSync(bootFile, (await transform(fs.readFileSync(bootFile, 'utf8'), { minify: true, target: 'es2022' })).code);

// After the boot script's minifying, so its copies are of the file served.
precompressAssets('dist/renderer');

const common = { bundle: true, platform: 'node', target: 'node20', packages: 'external', sourcemap: false, logLevel: 'warning' };

await build({ ...common, entryPoints: ['server/main.ts'], outfile: 'dist/server/main.js', format: 'esm' });
// The automatic backup's child process, beside the bundle that starts it (server/staff/backup/inChild.ts).
await build({ ...common, entryPoints: ['server/staff/backup/child.ts'], outfile: 'dist/server/backup-child.js', format: 'esm' });
await build({ ...common, entryPoints: ['electron/main.ts'], outfile: 'dist/electron/main.js', format: 'esm', external: ['electron'] });
// Sandboxed preload scripts must be CommonJS.
await build({ ...common, entryPoints: ['electron/preload.ts'], outfile: 'dist/electron/preload.cjs', format: 'cjs', external: ['electron'] });
