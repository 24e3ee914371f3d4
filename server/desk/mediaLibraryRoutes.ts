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
import type { Request } from 'express';
import { deskApi as api } from '../../common/api/desk.js';
import { replyWith } from '../http/answers.js';
import type { CallContext, Handlers } from '../http/mount.js';
import { receiveUpload } from '../http/upload.js';
import { HttpError } from '../http/errors.js';
import { formatBytes } from '../../common/bytes.js';
import { identify, MediaInUseError, type MediaLibrary } from '../content/mediaLibrary.js';
import type { Sniffed } from '../media/sniff.js';

interface MediaLimits {
  image: number;
  video: number;
}

const tooLarge = (kind: 'image' | 'video') => (max: number) =>
  new HttpError(413, 'media_too_large', `${kind === 'image' ? 'La imatge' : 'El vídeo'} passa de ${formatBytes(max)}, el màxim que accepta la mediateca. Redueix-ne la mida i torna-ho a provar.`);

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

/** The raw body of an upload: the mount gives the HTTP exchange. */
const requestOf = (ctx: CallContext) => {
  if (!ctx.http) throw new HttpError(400, 'bad_request', 'Un fitxer de la mediateca només es puja per HTTP.');
  return ctx.http.req;
};

export function mediaLibraryHandlers(library: MediaLibrary, limits: MediaLimits): Pick<Handlers<typeof api>, 'mediaList' | 'mediaUpload' | 'mediaItem' | 'mediaReplace' | 'mediaAlt' | 'mediaDelete'> {
  return {
    mediaList: async () => ({ media: await library.list() }),
    mediaUpload: ({ query: { name, alt } }, ctx) => receive(requestOf(ctx), limits, (file, sniffed) => library.add(file, sniffed, name, alt || undefined)),
    mediaItem: ({ params: { name } }) => library.item(name),
    mediaReplace: async ({ params: { name } }, ctx) => {
      await library.item(name);
      return receive(requestOf(ctx), limits, (file, sniffed) => library.replace(name, file, sniffed));
    },
    mediaAlt: ({ params: { name }, body: { alt } }) => library.setAlt(name, alt),
    mediaDelete: async ({ params: { name } }) => {
      try {
        await library.remove(name);
      } catch (error) {
        if (!(error instanceof MediaInUseError)) throw error;
        return replyWith(api.mediaDelete, 409, { error: { code: error.code, message: error.message }, usedBy: error.usedBy });
      }
      return { name, deleted: true };
    },
  };
}
