/**
 * The desk's media library (admin only). The file is the raw request body, streamed to disk and
 * refused (413) as soon as it passes its kind's limit; what it is comes from its bytes.
 *
 *   GET    /                          { media: MediaItem[] } with where each is used
 *   POST   /?name=&alt=               upload (Content-Type image/* or video/*) → 201 MediaItem
 *   GET    /{name}                    MediaItem
 *   PUT    /{name}                    replace the bytes (same format) → MediaItem
 *   PATCH  /{name}                    { alt } → MediaItem
 *   DELETE /{name}                    only when nothing uses it; else 409 media_in_use + usedBy
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { mediaAltRequest, mediaName } from '../../../common/api/desk.js';
import { parseDesk } from './validate.js';
import type { Db } from '../../db/connection.js';
import { receiveUpload } from '../../http/upload.js';
import { HttpError } from '../../http/errors.js';
import { identify, MediaInUseError, MediaLibrary } from './mediaLibrary.js';
import type { Sniffed } from '../../media/sniff.js';
import type { MediaStore } from '../../media/store.js';

export interface MediaLimits {
  image: number;
  video: number;
}

const uploadQuery = z.object({ name: z.string().trim().min(1, 'cal el nom del fitxer').max(255), alt: z.string().trim().max(1000).optional() });
const nameParams = z.object({ name: mediaName });

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const tooLarge = (kind: 'image' | 'video') => (max: number) =>
  new HttpError(413, 'media_too_large', `${kind === 'image' ? 'La imatge' : 'El vídeo'} passa de ${mib(max)}, el màxim que accepta la mediateca. Redueix-ne la mida i torna-ho a provar.`);

const send = (res: Response, body: unknown, status = 200) => {
  res.status(status).set('Cache-Control', 'no-store').json(body);
};

/** Streams the body to disk within the declared kind's limit, then checks what it really is. */
async function receive(req: Request, limits: MediaLimits, work: (file: string, sniffed: Sniffed) => Promise<unknown>): Promise<unknown> {
  const declared: 'image' | 'video' = /^video\//i.test(req.get('Content-Type') ?? '') ? 'video' : 'image';
  const upload = await receiveUpload(req, limits[declared], tooLarge(declared));
  try {
    const sniffed = await identify(upload.file);
    if (upload.size > limits[sniffed.kind]) throw tooLarge(sniffed.kind)(limits[sniffed.kind]);
    return await work(upload.file, sniffed);
  } finally {
    await upload.dispose();
  }
}

export function mediaLibraryRoutes(db: Db, store: MediaStore, limits: MediaLimits, adminGuard: RequestHandler): Router {
  const library = new MediaLibrary(db, store);
  const r = Router();
  r.use(adminGuard);

  r.get('/', async (_req, res) => send(res, { media: await library.list() }));

  r.post('/', async (req, res) => {
    const { name, alt } = parseDesk(uploadQuery, req.query);
    send(res, await receive(req, limits, (file, sniffed) => library.add(file, sniffed, name, alt || undefined)), 201);
  });

  r.get('/:name', async (req, res) => send(res, await library.item(parseDesk(nameParams, req.params).name)));

  r.put('/:name', async (req, res) => {
    const { name } = parseDesk(nameParams, req.params);
    await library.item(name);
    send(res, await receive(req, limits, (file, sniffed) => library.replace(name, file, sniffed)));
  });

  r.patch('/:name', async (req, res) => {
    const { name } = parseDesk(nameParams, req.params);
    send(res, await library.setAlt(name, parseDesk(mediaAltRequest, req.body).alt));
  });

  r.delete('/:name', async (req, res) => {
    const { name } = parseDesk(nameParams, req.params);
    try {
      await library.remove(name);
    } catch (error) {
      if (!(error instanceof MediaInUseError)) throw error;
      send(res, { error: { code: error.code, message: error.message }, usedBy: error.usedBy }, 409);
      return;
    }
    send(res, { name, deleted: true });
  });

  return r;
}
