// The script that draws the API reference (/api/docs, server/http/apiReference.ts): Redoc's
// standalone bundle (npm `redoc`, a devDependency: this file is all of it that ships), written into
// the renderer's assets under its content's hash, so it is served from this site a year long
// (immutable) with the build's brotli and gzip copies, and named in .vite/api-reference.json for the
// server (and for prune-assets.mjs, which keeps it like the manifest's files). Decision:
// docs/decisions/0026-the-api-reference-is-redoc.md. Run by scripts/build-node.mjs before the prune.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const LICENSE = 'redoc.standalone.js.LICENSE.txt';
const REFERENCE_RECORD = path.join('.vite', 'api-reference.json');

/**
 * The two places where the bundle, as published, does what the site forbids. Each must be found
 * once: an upgrade that moves one fails the build here rather than quietly reaching elsewhere.
 */
export const REDOC_EDITS = [
  {
    // The sidebar's "API docs by Redocly" badge loads its logo from Redocly's CDN at every visit
    // (no option turns it off). An empty data: image fails at once, and the badge then drops it.
    find: 'src:"https://cdn.redoc.ly/redoc/logo-mini.svg"',
    put: 'src:"data:,"',
  },
  {
    // webpack's style nonce (__webpack_nonce__) starts empty, and the bundle adds its scrollbar
    // styles as it loads, before Redoc reads its `nonce` option: taken from the <script> element's
    // own nonce instead, every <style> it adds (these and styled-components') carries the page's.
    find: 'r.nc=void 0',
    put: 'r.nc=document.currentScript&&document.currentScript.nonce||void 0',
  },
];

/** The bundle as served: the edits made, and no source map named (the map is not served). */
export function adaptRedoc(text) {
  let adapted = text;
  for (const { find, put } of REDOC_EDITS) {
    const count = adapted.split(find).length - 1;
    if (count !== 1) throw new Error(`Redoc's bundle holds ${count} copies of ${find}, not one: look at this edit again (scripts/redoc-asset.mjs).`);
    adapted = adapted.replace(find, put);
  }
  return adapted.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

/** Writes the asset (once per content: an unchanged file keeps its compressed copies) and its record. */
export function writeRedocAsset(rendererDir) {
  const source = require.resolve('redoc/bundles/redoc.standalone.js');
  const text = adaptRedoc(fs.readFileSync(source, 'utf8'));
  const name = `redoc.standalone-${crypto.createHash('sha256').update(text).digest('hex').slice(0, 12)}.js`;
  const assets = path.join(rendererDir, 'assets');
  if (!fs.existsSync(path.join(assets, name))) fs.writeFileSync(path.join(assets, name), text);
  // The bundle's licences, where its first line says they are (beside it).
  fs.copyFileSync(path.join(path.dirname(source), LICENSE), path.join(assets, LICENSE));
  fs.writeFileSync(path.join(rendererDir, REFERENCE_RECORD), JSON.stringify({ script: `/assets/${name}`, files: [name, LICENSE] }));
}
