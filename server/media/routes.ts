/** Images and videos from the media folder: right type, long-lived caching, range requests. */
import fs from 'node:fs';
import path from 'node:path';
import { Router, type Response } from 'express';
import { z } from 'zod';
import { HttpError, notFound } from '../http/errors.js';
import { parseParams } from '../http/validate.js';

const IMAGE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};
const VIDEO_TYPES: Record<string, string> = { '.mp4': 'video/mp4', '.webm': 'video/webm', '.ogv': 'video/ogg' };

// A plain file name: no separators, no leading dot, so nothing outside the folder can be named.
const nameParam = z.object({
  name: z.string().max(200).regex(/^[\w][\w.-]*$/, 'name must be a plain file name'),
});

const THIRTY_DAYS_S = 30 * 24 * 3600;

function sendMedia(res: Response, dir: string, name: string, type: string): Promise<void> {
  return new Promise((resolve, reject) => {
    res.type(type);
    // SVG can carry script: serve it as an inert document.
    if (type === 'image/svg+xml') res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.sendFile(
      name,
      { root: dir, maxAge: THIRTY_DAYS_S * 1000, acceptRanges: true, lastModified: true, dotfiles: 'deny' },
      (err?: Error & { status?: number; statusCode?: number }) => {
        if (!err) return resolve();
        if (res.headersSent) return resolve();
        const status = err.status ?? err.statusCode;
        if (status === 404) return reject(notFound(`No media file '${name}'.`, 'media_not_found'));
        if (status === 416) return reject(new HttpError(416, 'range_not_satisfiable', 'The requested range is not satisfiable.'));
        reject(err);
      },
    );
  });
}

export function mediaRoutes(mediaDir: string): Router {
  const r = Router();
  const serve = (types: Record<string, string>, kind: string) =>
    async (req: Parameters<Parameters<Router['get']>[1]>[0], res: Response) => {
      const { name } = parseParams(nameParam, req);
      const type = types[path.extname(name).toLowerCase()];
      if (!type) throw new HttpError(400, 'unsupported_media_type', `'${name}' is not a supported ${kind} file.`);
      await sendMedia(res, mediaDir, name, type);
    };
  r.get('/images/:name', serve(IMAGE_TYPES, 'image'));
  // A 480 px version for thumbnails when the media folder has one (small/), else the original.
  const smallDir = path.join(mediaDir, 'small');
  r.get('/images/small/:name', async (req, res) => {
    const { name } = parseParams(nameParam, req);
    const type = IMAGE_TYPES[path.extname(name).toLowerCase()];
    if (!type) throw new HttpError(400, 'unsupported_media_type', `'${name}' is not a supported image file.`);
    const hasSmall = fs.existsSync(path.join(smallDir, name));
    await sendMedia(res, hasSmall ? smallDir : mediaDir, name, type);
  });
  r.get('/videos/:name', serve(VIDEO_TYPES, 'video'));
  return r;
}
