/**
 * Serves the build's own compressed copies of its code and styles (`name.br`, `name.gz`, written
 * once at build time at the strongest settings: scripts/precompress-assets.mjs) to browsers that
 * accept them. Brotli at quality 11 makes the reader's JavaScript about 14 % smaller than the
 * quality 4 the compression middleware can afford per request, and costs the server nothing per
 * request. A file without copies, or a browser that takes neither, falls through to express.static
 * (and the compression middleware).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Which copies a file has, looked up once per name (hashed names never change content). */
function copiesIn(root: string): (file: string) => Set<string> {
  const known = new Map<string, Set<string>>();
  return (file) => {
    let copies = known.get(file);
    if (!copies) {
      copies = new Set(ENCODINGS.filter((e) => fs.existsSync(path.join(root, file + e.suffix))).map((e) => e.name));
      known.set(file, copies);
    }
    return copies;
  };
}

/** `cacheControl`: the Cache-Control of the folder's files (the same as express.static sends for them). */
export function precompressed(root: string, options: { cacheControl: string }): RequestHandler {
  const copiesOf = copiesIn(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file: string;
    try {
      file = path.posix.normalize(decodeURIComponent(req.path)).replace(/^\/+/, '');
    } catch {
      return next(); // a malformed escape: express.static answers it
    }
    // Only plain names inside the folder: anything else is express.static's to answer.
    if (file === '' || file.startsWith('..') || file.includes('\0') || /\.(br|gz)$/.test(file)) return next();
    const copies = copiesOf(file);
    if (copies.size === 0) return next();
    res.vary('Accept-Encoding');
    // The smallest copy the browser takes (Chromium lists gzip before br, with equal weight).
    const encoding = ENCODINGS.find((e) => copies.has(e.name) && req.acceptsEncodings(e.name) === e.name);
    if (!encoding) return next();
    res.type(path.extname(file));
    res.set('Content-Encoding', encoding.name);
    res.set('Cache-Control', options.cacheControl);
    res.sendFile(file + encoding.suffix, { root, cacheControl: false, acceptRanges: false }, (error) => {
      // A reader who leaves mid-download is no server error (express.static says nothing either).
      if (error && (error as NodeJS.ErrnoException).code !== 'ECONNABORTED') next(error);
    });
  };
}
