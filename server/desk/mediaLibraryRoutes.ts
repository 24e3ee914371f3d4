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
import { deskApi as api } from '../../common/api/desk.js';
import type { ResponseOf } from '../../common/api/route.js';
import { parseDesk } from './validate.js';
import { receiveUpload } from '../http/upload.js';
import { HttpError } from '../http/errors.js';
import { formatBytes } from '../../common/bytes.js';
import { identify, MediaInUseError, type MediaLibrary } from '../content/mediaLibrary.js';
import type { Sniffed } from '../media/sniff.js';

interface MediaLimits {
  image: number;
  video: number;
}

type Answer<K extends keyof typeof api> = ResponseOf<(typeof api)[K]>;

const tooLarge = (kind: 'image' | 'video') => (max: number) =>
  new HttpError(413, 'media_too_large', `${kind === 'image' ? 'La imatge' : 'El vídeo'} passa de ${formatBytes(max)}, el màxim que accepta la mediateca. Redueix-ne la mida i torna-ho a provar.`);

const send = (res: Response, body: unknown, status = 200) => {
  res.status(status).set('Cache-Control', 'no-store').json(body);
};

/** Streams the body to disk within the declared kind's limit, then checks what it really is. */
async function receive<T>(req: Request, limits: MediaLimits, work: (file: string, sniffed: Sniffed) => Promise<T>): Promise<T> {
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

export function mediaLibraryRoutes(library: MediaLibrary, limits: MediaLimits, adminGuard: RequestHandler): Router {
  const r = Router();
  r.use(adminGuard);

  r.get('/', async (_req, res) => send(res, { media: await library.list() } satisfies Answer<'mediaList'>));

  r.post('/', async (req, res) => {
    const { name, alt } = parseDesk(api.mediaUpload.query, req.query);
    send(res, (await receive(req, limits, (file, sniffed) => library.add(file, sniffed, name, alt || undefined))) satisfies Answer<'mediaUpload'>, 201);
  });

  r.get('/:name', async (req, res) => send(res, (await library.item(parseDesk(api.mediaItem.params, req.params).name)) satisfies Answer<'mediaItem'>));

  r.put('/:name', async (req, res) => {
    const { name } = parseDesk(api.mediaReplace.params, req.params);
    await library.item(name);
    send(res, (await receive(req, limits, (file, sniffed) => library.replace(name, file, sniffed))) satisfies Answer<'mediaReplace'>);
  });

  r.patch('/:name', async (req, res) => {
    const { name } = parseDesk(api.mediaAlt.params, req.params);
    send(res, (await library.setAlt(name, parseDesk(api.mediaAlt.body, req.body).alt)) satisfies Answer<'mediaAlt'>);
  });

  r.delete('/:name', async (req, res) => {
    const { name } = parseDesk(api.mediaDelete.params, req.params);
    try {
      await library.remove(name);
    } catch (error) {
      if (!(error instanceof MediaInUseError)) throw error;
      send(res, { error: { code: error.code, message: error.message }, usedBy: error.usedBy } satisfies ResponseOf<typeof api.mediaDelete, 409>, 409);
      return;
    }
    send(res, { name, deleted: true } satisfies Answer<'mediaDelete'>);
  });

  return r;
}
