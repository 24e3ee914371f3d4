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
import { editionsApi as api } from '../../common/api/editions.js';
import type { ApiErrorBody, ResponseOf } from '../../common/api/route.js';
import type { PackageReport } from '../../common/types.js';
import { contentChanged } from '../content/events.js';
import type { Db } from '../db/connection.js';
import { HttpError, notFound } from '../http/errors.js';
import { parseParams } from '../http/validate.js';
import { importPackage } from '../import/importMagazine.js';
import { reasons } from '../import/reasons.js';
import { NotAZipError, zipSource } from '../import/zipSource.js';
import type { MediaStore } from '../media/store.js';
import type { RemoteSite } from '../staff/remote.js';
import { editionPackage } from './package.js';
import * as q from './queries.js';
import { receiveUpload } from './upload.js';

type Answer<K extends keyof typeof api> = ResponseOf<(typeof api)[K]>;
const ZIP_TYPES = /^application\/(zip|x-zip-compressed|octet-stream)\s*(;|$)/i;

export interface EditionRoutesOptions {
  db: Db;
  media: MediaStore;
  remote: RemoteSite;
  adminGuard: RequestHandler;
  packageMaxBytes: number;
}

/** 422 with the report: each refusal keeps its own code and Catalan reason. */
function rejected(res: Response, report: PackageReport): void {
  const n = report.rejected.length;
  const message = `El paquet no s'ha desat: ${n} ${n === 1 ? 'registre rebutjat' : 'registres rebutjats'}. Corregeix-los i torna a obrir el paquet.`;
  res.status(422).set('Cache-Control', 'no-store').json({ error: { code: 'package_rejected', message }, report } satisfies ResponseOf<typeof api.upload, 422>);
}

export function editionRoutes({ db, media, remote, adminGuard, packageMaxBytes }: EditionRoutesOptions): Router {
  const r = Router();

  r.post('/packages', adminGuard, async (req, res) => {
    if (!ZIP_TYPES.test(req.get('Content-Type') ?? '')) {
      throw new HttpError(415, 'unsupported_media_type', "Envia el paquet d'edició com a fitxer .zip (Content-Type: application/zip).");
    }
    const upload = await receiveUpload(req, packageMaxBytes);
    try {
      let source;
      try {
        source = await zipSource(upload.file, { maxBytes: packageMaxBytes });
      } catch (error) {
        if (!(error instanceof NotAZipError)) throw error;
        const report: PackageReport = { authors: 0, issues: 0, articles: 0, media: 0, editions: [], rejected: [{ kind: 'file', id: 'package', ...reasons.notAZip() }] };
        return rejected(res, report);
      }
      try {
        const report = await importPackage(db, source, media);
        if (report.rejected.length > 0) return rejected(res, report);
        res.status(201).set('Cache-Control', 'no-store').json({ report } satisfies Answer<'upload'>);
      } finally {
        source.close();
      }
    } finally {
      await upload.dispose();
    }
  });

  r.get('/editions', adminGuard, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ editions: await q.listEditions(db) } satisfies Answer<'list'>);
  });

  const draft = async (number: number) => {
    const status = await q.editionStatus(db, number);
    if (!status) throw noEdition(number);
    if (status !== 'draft') throw new HttpError(409, 'already_published', `El número ${number} ja està publicat.`);
  };

  r.post('/editions/:number/publish', adminGuard, async (req, res) => {
    const { number } = parseParams(api.publish.params, req);
    await draft(number);
    await q.publishEdition(db, number);
    contentChanged();
    res.set('Cache-Control', 'no-store').json({ number, status: 'published' } satisfies Answer<'publish'>);
  });

  r.post('/editions/:number/withdraw', adminGuard, async (req, res) => {
    const { number } = parseParams(api.withdraw.params, req);
    if (!(await q.withdrawEdition(db, number))) {
      if (!(await q.editionStatus(db, number))) throw noEdition(number);
      throw new HttpError(409, 'not_published', `El número ${number} no està publicat: ja és un esborrany.`);
    }
    // Caches, rendered pages, feeds, sitemaps and the draft media gate empty themselves.
    contentChanged();
    res.set('Cache-Control', 'no-store').json({ number, status: 'draft' } satisfies Answer<'withdraw'>);
  });

  r.delete('/editions/:number', adminGuard, async (req, res) => {
    const { number } = parseParams(api.discard.params, req);
    await draft(number);
    const removedMedia = await q.discardEdition(db, media, number);
    contentChanged();
    res.set('Cache-Control', 'no-store').json({ number, deleted: true, removedMedia } satisfies Answer<'discard'>);
  });

  r.post('/editions/:number/publish-remote', adminGuard, async (req, res) => {
    const { number } = parseParams(api.publishRemote.params, req);
    const settings = remote.settings();
    if (!settings) throw new HttpError(409, 'remote_not_configured', "Encara no hi ha cap web públic configurat: indica'n l'adreça i la credencial d'administració a Configuració.");
    const zip = await editionPackage(db, media, number);
    if (!zip) throw noEdition(number);

    const upload = await remote.fetch('/api/admin/packages', { method: 'POST', headers: { 'Content-Type': 'application/zip' }, body: Buffer.from(zip) });
    const uploaded = (await upload.json().catch(() => null)) as Partial<ResponseOf<typeof api.upload, 422>> | null;
    if (upload.status === 422 && uploaded?.report) {
      res.status(422).set('Cache-Control', 'no-store').json({
        error: { code: 'remote_rejected', message: `El web públic ha rebutjat el paquet: ${uploaded.report.rejected.map((x) => x.reason).join(' ')}` },
        report: uploaded.report,
      } satisfies ResponseOf<typeof api.publishRemote, 422>);
      return;
    }
    if (!upload.ok) throw remoteFailure(upload.status, uploaded?.error?.message);
    const published = await remote.fetch(`/api/admin/editions/${number}/publish`, { method: 'POST' });
    if (!published.ok) throw remoteFailure(published.status, ((await published.json().catch(() => null)) as Partial<ApiErrorBody> | null)?.error?.message);

    // The public site now has it published: so does the local copy.
    if ((await q.editionStatus(db, number)) === 'draft') {
      await q.publishEdition(db, number);
      contentChanged();
    }
    res.set('Cache-Control', 'no-store').json({ number, status: 'published', remote: settings.url, report: uploaded?.report ?? null } satisfies Answer<'publishRemote'>);
  });

  return r;
}

const noEdition = (number: number) => notFound(`No hi ha cap edició amb el número ${number}.`, 'issue_not_found');

function remoteFailure(status: number, message: string | undefined): HttpError {
  if (status === 401 || status === 403) {
    return new HttpError(502, 'remote_unauthorized', "El web públic no ha acceptat la credencial d'administració: revisa-la a Configuració.");
  }
  if (status === 413) return new HttpError(502, 'remote_too_large', 'El web públic ha refusat el paquet per massa gran (el seu PACKAGE_MAX_BYTES). Demana a qui el manté que l’augmenti.');
  return new HttpError(502, 'remote_failed', `El web públic ha respost amb un error (${status}${message ? `: ${message}` : ''}). Torna-ho a provar més tard.`);
}
