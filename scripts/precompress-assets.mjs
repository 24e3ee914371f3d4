// The build's compressed copies of its text files (name.br at Brotli quality 11, 9 above a
// megabyte, name.gz at gzip level 9), which server/web/precompressed.ts sends to browsers that
// accept them: stronger than a server can afford per request, and made once. Copies already newer
// than their file are kept, so the earlier build's assets that prune-assets.mjs keeps need no work.
// Run after the prune (scripts/build-node.mjs), or alone with the renderer folder as argument.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;
// Below a TCP packet, a compressed copy saves nothing worth a file.
const MIN_BYTES = 1024;
// Quality 11 takes about ten seconds a megabyte: above one (Redoc's bundle, the API reference's
// script, scripts/redoc-asset.mjs) quality 9 takes a quarter of a second for a copy 9 % larger.
const LARGE_BYTES = 1024 * 1024;

const fresh = (copy, source) => fs.existsSync(copy) && fs.statSync(copy).mtimeMs >= fs.statSync(source).mtimeMs;

function compressFile(file) {
  const bytes = fs.readFileSync(file);
  if (bytes.length < MIN_BYTES) return;
  if (!fresh(`${file}.br`, file)) {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: bytes.length > LARGE_BYTES ? 9 : 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, { params }));
  }
  if (!fresh(`${file}.gz`, file)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
}

export function precompressAssets(rendererDir) {
  for (const dir of [rendererDir, path.join(rendererDir, 'assets')]) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && TEXT.test(entry.name)) compressFile(path.join(dir, entry.name));
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) precompressAssets(process.argv[2] ?? 'dist/renderer');
