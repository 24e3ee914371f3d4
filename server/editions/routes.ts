/**
 * The staff's editions (admin only). HTTP only: parse, call, reply.
 *
 *   POST   /api/admin/packages                        an edition package (.zip, application/zip) →
 *                                                     201 { report } stored as draft(s), or
 *                                                     422 { error, report } and nothing stored
 *   GET    /api/admin/editions                        { editions: EditionSummary[] }, drafts too
 *   POST   /api/admin/editions/{n}/publish            'Publica': draft → published (409 if it is already)
 *   POST   /api/admin/editions/{n}/withdraw           'Retira': published → draft, all or nothing; readers,
 *                                                     search, feeds, sitemaps and the kiosk lose it at once
 *                                                     (409 not_published for a draft)
 *   DELETE /api/admin/editions/{n}                    'Descarta': deletes a draft and the media only it
 *                                                     uses (409 for a published edition)
 *   POST   /api/admin/editions/{n}/publish-remote     'Publica al web': sends the edition as a package
 *                                                     to the configured public site and publishes it there;
 *                                                     one it has published already gets the corrections
 */
import { Router, type RequestHandler, type Response } from 'express';
import { editionsApi as api } from '../../common/api/editions.js';
import type { ResponseOf } from '../../common/api/route.js';
import type { PackageReport } from '../../common/types.js';
import { HttpError } from '../http/errors.js';
import { receiveUpload } from '../http/upload.js';
import { parseParams } from '../http/validate.js';
import type { EditionService } from './service.js';

type Answer<K extends keyof typeof api> = ResponseOf<(typeof api)[K]>;
const ZIP_TYPES = /^application\/(zip|x-zip-compressed|octet-stream)\s*(;|$)/i;

interface EditionRoutesOptions {
  editions: EditionService;
  adminGuard: RequestHandler;
  packageMaxBytes: number;
}

function rejected(res: Response, code: 'package_rejected' | 'remote_rejected', report: PackageReport, message: string): void {
  res.status(422).set('Cache-Control', 'no-store').json({ error: { code, message }, report } satisfies ResponseOf<typeof api.upload, 422>);
}

export function editionRoutes({ editions, adminGuard, packageMaxBytes }: EditionRoutesOptions): Router {
  const r = Router();

  r.post('/packages', adminGuard, async (req, res) => {
    if (!ZIP_TYPES.test(req.get('Content-Type') ?? '')) {
      throw new HttpError(415, 'unsupported_media_type', "Envia el paquet d'edició com a fitxer .zip (Content-Type: application/zip).");
    }
    const upload = await receiveUpload(req, packageMaxBytes);
    try {
      const outcome = await editions.storePackage(upload.file);
      if (!outcome.stored) return rejected(res, 'package_rejected', outcome.report, outcome.message);
      res.status(201).set('Cache-Control', 'no-store').json({ report: outcome.report } satisfies Answer<'upload'>);
    } finally {
      await upload.dispose();
    }
  });

  r.get('/editions', adminGuard, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ editions: await editions.list() } satisfies Answer<'list'>);
  });

  r.post('/editions/:number/publish', adminGuard, async (req, res) => {
    const { number } = parseParams(api.publish.params, req);
    await editions.publish(number);
    res.set('Cache-Control', 'no-store').json({ number, status: 'published' } satisfies Answer<'publish'>);
  });

  r.post('/editions/:number/withdraw', adminGuard, async (req, res) => {
    const { number } = parseParams(api.withdraw.params, req);
    await editions.withdraw(number);
    res.set('Cache-Control', 'no-store').json({ number, status: 'draft' } satisfies Answer<'withdraw'>);
  });

  r.delete('/editions/:number', adminGuard, async (req, res) => {
    const { number } = parseParams(api.discard.params, req);
    const removedMedia = await editions.discard(number);
    res.set('Cache-Control', 'no-store').json({ number, deleted: true, removedMedia } satisfies Answer<'discard'>);
  });

  r.post('/editions/:number/publish-remote', adminGuard, async (req, res) => {
    const { number } = parseParams(api.publishRemote.params, req);
    const outcome = await editions.publishRemote(number);
    if (!outcome.published) return rejected(res, 'remote_rejected', outcome.report, outcome.message);
    const carried = outcome.corrections ? { corrections: outcome.corrections } : {};
    res.set('Cache-Control', 'no-store').json({ number, status: 'published', remote: outcome.remote, report: outcome.report, ...carried } satisfies Answer<'publishRemote'>);
  });

  return r;
}
