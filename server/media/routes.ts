/** Images and videos from the media store: right type, long-lived caching, range requests. */
import path from 'node:path';
import type { Request, Response } from 'express';
import rangeParser from 'range-parser';
import type { mediaApi } from '../../common/api/media.js';
import { FileReply } from '../http/answers.js';
import type { Handlers } from '../http/mount.js';
import { publicCacheControl } from '../http/cache.js';
import { HttpError, notFound } from '../http/errors.js';
import { streamAnswer } from '../http/streamAnswer.js';
import { notModified, rangeStillValid } from '../http/conditional.js';
import type { ImageWidth } from '../../common/constants.js';
import type { MediaStore } from './store.js';
import { canResize, variantCache, variantType, type VariantCache } from './variants.js';

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

const THIRTY_DAYS_S = 30 * 24 * 3600;

/** Which files only draft editions use (editions/draftMedia.ts): readers must not see them yet. */
export interface DraftMedia {
  draftOnly(name: string): Promise<boolean>;
}

const notStored = (name: string) => notFound(`No hi ha cap fitxer multimèdia «${name}».`, 'media_not_found');

/**
 * Sends a stored file as the folder's static server would: validators, 304, one byte range. A
 * file only drafts use is answered to readers as a missing one, and to staff without shared caching.
 */
async function sendMedia(req: Request, res: Response, store: MediaStore, drafts: DraftMedia, name: string, stored: string, type: string): Promise<void> {
  const { draftOnly, info } = await readable(res, store, drafts, name, stored);
  res.type(type);
  // SVG can carry script: serve it as an inert document.
  if (type === 'image/svg+xml') res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  const lastModified = new Date(info.modifiedMs).toUTCString();
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.modifiedMs).toString(16)}"`;
  res.set({
    'Cache-Control': draftOnly ? 'private, no-store' : publicCacheControl(`max-age=${THIRTY_DAYS_S}`),
    'Accept-Ranges': 'bytes',
    'Last-Modified': lastModified,
    ETag: etag,
  });
  if (notModified(req, etag, lastModified)) {
    res.status(304).end();
    return;
  }
  let range: { start: number; end: number } | undefined;
  const header = req.get('Range');
  if (header && rangeStillValid(req, etag, lastModified)) {
    const parsed = rangeParser(info.size, header, { combine: true });
    if (parsed === -1) {
      res.set('Content-Range', `bytes */${info.size}`);
      throw new HttpError(416, 'range_not_satisfiable', 'El rang demanat queda fora del fitxer.');
    }
    // One range (several are rare and answered whole, as the static server does).
    if (parsed !== -2 && parsed.type === 'bytes' && parsed.length === 1) range = parsed[0]!;
  }
  if (range) {
    res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    res.set('Content-Length', String(range.end - range.start + 1));
  } else {
    res.set('Content-Length', String(info.size));
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = await store.stream(stored, range);
  if (!stream) throw notStored(name);
  await streamAnswer(stream, res);
}

/** The stored file a reader may see: a draft's own file is, to readers, a missing one. */
async function readable(res: Response, store: MediaStore, drafts: DraftMedia, name: string, stored: string) {
  const draftOnly = await drafts.draftOnly(name);
  if (draftOnly && res.locals.audience !== 'preview') throw notStored(name);
  const info = await store.stat(stored);
  if (!info) throw notStored(name);
  return { draftOnly, info };
}

/**
 * A stored image at one of IMAGE_WIDTHS, WebP when the browser accepts it. The answer depends on
 * `Accept`, so it says so (Vary) to shared caches; its validator names the width and the format.
 */
async function sendVariant(req: Request, res: Response, store: MediaStore, drafts: DraftMedia, variants: VariantCache, name: string, width: ImageWidth, storedType: string): Promise<void> {
  const { draftOnly, info } = await readable(res, store, drafts, name, name);
  const type = variantType(req.get('Accept'), storedType);
  const version = `${info.size.toString(16)}-${Math.floor(info.modifiedMs).toString(16)}`;
  const variant = await variants.get({ name, version, width, type }, () => store.read(name));
  if (!variant) throw notStored(name);
  if (variant === 'unreadable') {
    await sendMedia(req, res, store, drafts, name, name, storedType);
    return;
  }
  const lastModified = new Date(info.modifiedMs).toUTCString();
  const etag = `W/"${version}-${width}-${type.slice('image/'.length)}"`;
  res.set({
    'Cache-Control': draftOnly ? 'private, no-store' : publicCacheControl(`max-age=${THIRTY_DAYS_S}`),
    Vary: 'Accept',
    'Last-Modified': lastModified,
    ETag: etag,
  });
  if (notModified(req, etag, lastModified)) {
    res.status(304).end();
    return;
  }
  res.type(variant.type).set('Content-Length', String(variant.bytes.length));
  if (req.method === 'HEAD') res.end();
  else res.end(variant.bytes);
}

export function mediaHandlers(media: MediaStore, drafts: DraftMedia): Pick<Handlers<typeof mediaApi>, 'image' | 'smallImage' | 'video'> {
  const variants = variantCache();
  const typeOf = (types: Record<string, string>, kind: 'una imatge' | 'un vídeo', name: string) => {
    const type = types[path.extname(name).toLowerCase()];
    if (!type) throw new HttpError(400, 'unsupported_media_type', `«${name}» no és ${kind} d’un format admès.`);
    return type;
  };
  return {
    image: async ({ params: { name }, query: { w } }) => {
      const type = typeOf(IMAGE_TYPES, 'una imatge', name);
      return FileReply.written((req, res) =>
        w !== undefined && canResize(type) ? sendVariant(req, res, media, drafts, variants, name, w, type) : sendMedia(req, res, media, drafts, name, name, type),
      );
    },
    // A 480 px version for thumbnails when the store has one (small/), else the original.
    smallImage: async ({ params: { name } }) => {
      const type = typeOf(IMAGE_TYPES, 'una imatge', name);
      const hasSmall = (await media.stat(`small/${name}`)) !== null;
      return FileReply.written((req, res) => sendMedia(req, res, media, drafts, name, hasSmall ? `small/${name}` : name, type));
    },
    video: async ({ params: { name } }) => {
      const type = typeOf(VIDEO_TYPES, 'un vídeo', name);
      return FileReply.written((req, res) => sendMedia(req, res, media, drafts, name, name, type));
    },
  };
}
