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
 *                                                     to the configured public site and publishes it there
 */
import { Router, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { PackageReport } from '../../common/types.js';
import { HttpError } from '../http/errors.js';
import { intParam, parseParams } from '../http/validate.js';
import type { EditionService } from './service.js';
import { receiveUpload } from '../http/upload.js';

const params = z.object({ number: intParam('number', 0, 1_000_000) });
/** The answer of Publica and Retira: the edition's new state. */
export const editionStateResponse = z.object({ number: z.number().int(), status: z.enum(['draft', 'published']) });
const ZIP_TYPES = /^application\/(zip|x-zip-compressed|octet-stream)\s*(;|$)/i;

export interface EditionRoutesOptions {
  editions: EditionService;
  adminGuard: RequestHandler;
  packageMaxBytes: number;
}

function rejected(res: Response, code: string, report: PackageReport, message: string): void {
  res.status(422).set('Cache-Control', 'no-store').json({ error: { code, message }, report });
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
      res.status(201).set('Cache-Control', 'no-store').json({ report: outcome.report });
    } finally {
      await upload.dispose();
    }
  });

  r.get('/editions', adminGuard, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ editions: await editions.list() });
  });

  r.post('/editions/:number/publish', adminGuard, async (req, res) => {
    const { number } = parseParams(params, req);
    await editions.publish(number);
    res.set('Cache-Control', 'no-store').json(editionStateResponse.parse({ number, status: 'published' }));
  });

  r.post('/editions/:number/withdraw', adminGuard, async (req, res) => {
    const { number } = parseParams(params, req);
    await editions.withdraw(number);
    res.set('Cache-Control', 'no-store').json(editionStateResponse.parse({ number, status: 'draft' }));
  });

  r.delete('/editions/:number', adminGuard, async (req, res) => {
    const { number } = parseParams(params, req);
    const removedMedia = await editions.discard(number);
    res.set('Cache-Control', 'no-store').json({ number, deleted: true, removedMedia });
  });

  r.post('/editions/:number/publish-remote', adminGuard, async (req, res) => {
    const { number } = parseParams(params, req);
    const outcome = await editions.publishRemote(number);
    if (!outcome.published) return rejected(res, 'remote_rejected', outcome.report, outcome.message);
    res.set('Cache-Control', 'no-store').json({ number, status: 'published', remote: outcome.remote, report: outcome.report });
  });

  return r;
}
