/**
 * Serves the built React renderer: hashed assets cached for a year, everything else revalidated,
 * and index.html for every client route (the renderer's router takes it from there).
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { etagOf, sendWithEtag } from '../http/cache.js';

export function rendererRoutes(rendererDir: string, resourcesDir: string): Router {
  const r = Router();
  r.get('/placeholder-image.svg', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400');
    res.sendFile('placeholder-image.svg', { root: resourcesDir });
  });

  const indexFile = path.join(rendererDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    r.get(/^(?!\/api\/).*/, (_req, res) => {
      res.status(503).type('text/plain').send('The renderer is not built yet: run `npm run build`.');
    });
    return r;
  }

  r.use(
    '/assets',
    express.static(path.join(rendererDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  r.use(express.static(rendererDir, { index: false, maxAge: '1h' }));

  const html = Buffer.from(fs.readFileSync(indexFile, 'utf8'));
  const etag = etagOf(html);
  r.get(/^(?!\/api\/).*/, (req, res) => {
    sendWithEtag(req, res, html, etag, 'text/html; charset=utf-8');
  });
  return r;
}
