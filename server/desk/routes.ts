/**
 * The editorial desk's calls (admin only; `deskApi` in common/api/desk.ts describes them). HTTP only:
 * parse, call, reply. The checks are in articles.ts and editions.ts; their writes go through the
 * content area's ContentWriter.
 *
 *   GET    /editions/next-number                   { number } 'Nova edició' proposes
 *   POST   /editions                               'Nova edició' (a draft) → 201 DeskEdition
 *   GET    /editions/{n}                           DeskEdition (drafts and published)
 *   PUT    /editions/{n}                           edit a draft: fields and articlesOrder
 *   GET    /editions/{n}/package                   the edition as a package (.zip)
 *   POST   /editions/{n}/articles                  'Nou article' → 201 DeskArticle (revision 1)
 *   POST   /slug { section, title[, article] }     the address a title makes, and whether it is free
 *   POST   /sanitize                               { html, kind } → what saving keeps, and whether anything goes
 *   GET    /articles/{id}                          DeskArticle
 *   PUT    /articles/{id}                          save on baseRevision → DeskArticle, or 409 stale_revision + current
 *   DELETE /articles/{id}                          remove an article of a draft
 *   GET    /articles/{id}/revisions                { revisions } newest first
 *   GET    /articles/{id}/revisions/{r}            RevisionDetail
 *   POST   /articles/{id}/revisions/{r}/restore    { baseRevision } → a new revision with that record
 *   GET    /corrections                            { corrections } articles with a pending correction
 *   POST   /articles/{id}/correction/publish       'Publica la correcció' [{ correctedAt } from 'Publica al web']
 *   DELETE /articles/{id}/correction               drop the pending correction
 */
import { Router, type RequestHandler, type Response } from 'express';
import { articleFieldsOf, articleInput, deskApi as api, type StaleRevisionBody } from '../../common/api/desk.js';
import type { ResponseOf } from '../../common/api/route.js';
import type { Db } from '../db/connection.js';
import { editionPackage } from '../editions/package.js';
import type { MediaStore } from '../media/store.js';
import { sanitizePreview } from '../content/sanitize.js';
import type { ContentWriter } from '../content/writer.js';
import * as articles from './articles.js';
import * as editions from './editions.js';
import { parseDesk } from './validate.js';

type Answer<K extends keyof typeof api> = ResponseOf<(typeof api)[K]>;

const send = (res: Response, body: unknown, status = 200) => {
  res.status(status).set('Cache-Control', 'no-store').json(body);
};

export function deskRoutes(db: Db, content: ContentWriter, media: MediaStore, adminGuard: RequestHandler): Router {
  const r = Router();
  r.use(adminGuard);

  r.post('/sanitize', (req, res) => {
    const { html, kind } = parseDesk(api.sanitize.body, req.body);
    send(res, sanitizePreview(html, kind) satisfies Answer<'sanitize'>);
  });

  r.get('/editions/next-number', async (_req, res) => send(res, { number: await editions.nextEditionNumber(db) } satisfies Answer<'nextNumber'>));

  r.post('/editions', async (req, res) => send(res, (await editions.createEdition(content, db, parseDesk(api.createEdition.body, req.body))) satisfies Answer<'createEdition'>, 201));

  r.get('/editions/:number', async (req, res) => {
    const { number } = parseDesk(api.edition.params, req.params);
    send(res, (await editions.deskEdition(db, number)) satisfies Answer<'edition'>);
  });

  r.put('/editions/:number', async (req, res) => {
    const { number } = parseDesk(api.updateEdition.params, req.params);
    send(res, (await editions.updateEdition(content, db, number, parseDesk(api.updateEdition.body, req.body))) satisfies Answer<'updateEdition'>);
  });

  r.get('/editions/:number/package', async (req, res) => {
    const { number } = parseDesk(api.editionPackage.params, req.params);
    const zip = await editionPackage(db, media, number);
    if (!zip) throw articles.editionNotFound(number);
    res
      .set({ 'Cache-Control': 'no-store', 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="edicio-${number}.zip"` })
      .send(Buffer.from(zip));
  });

  r.post('/editions/:number/articles', async (req, res) => {
    const { number } = parseDesk(api.createArticle.params, req.params);
    const { savedBy, ...fields } = parseDesk(api.createArticle.body, req.body);
    send(res, (await articles.createArticle(content, db, number, fields, savedBy || undefined)) satisfies Answer<'createArticle'>, 201);
  });

  r.post('/slug', async (req, res) => {
    const q = parseDesk(api.slug.body, req.body);
    send(res, (await articles.slugProposal(db, q.section, q.title, q.article ?? null)) satisfies Answer<'slug'>);
  });

  r.get('/articles/:id', async (req, res) => {
    const { id } = parseDesk(api.article.params, req.params);
    const found = await articles.deskArticle(db, id);
    if (!found) throw articles.articleNotFound(id);
    send(res, found satisfies Answer<'article'>);
  });

  const saved = (res: Response, outcome: articles.SaveOutcome) => {
    if (outcome.saved) return send(res, outcome.current satisfies Answer<'saveArticle'>);
    const body: StaleRevisionBody = {
      error: {
        code: 'stale_revision',
        message: `Algú altre ha desat aquest article mentre l’editaves (ara és a la revisió ${outcome.current.revision}). El teu text no s’ha perdut: compara’l amb el desat i torna a desar.`,
      },
      current: outcome.current,
    };
    send(res, body, 409);
  };

  r.put('/articles/:id', async (req, res) => {
    const { id } = parseDesk(api.saveArticle.params, req.params);
    const { baseRevision, savedBy, ...fields } = parseDesk(api.saveArticle.body, req.body);
    saved(res, await articles.saveArticle(content, db, id, fields, baseRevision, savedBy || undefined));
  });

  r.delete('/articles/:id', async (req, res) => {
    const { id } = parseDesk(api.deleteArticle.params, req.params);
    await articles.deleteDraftArticle(content, id);
    send(res, { id, deleted: true } satisfies Answer<'deleteArticle'>);
  });

  r.get('/articles/:id/revisions', async (req, res) => {
    const { id } = parseDesk(api.revisions.params, req.params);
    send(res, { revisions: await articles.listRevisions(db, id) } satisfies Answer<'revisions'>);
  });

  r.get('/articles/:id/revisions/:revision', async (req, res) => {
    const { id, revision } = parseDesk(api.revision.params, req.params);
    send(res, (await articles.revision(db, id, revision)) satisfies Answer<'revision'>);
  });

  r.post('/articles/:id/revisions/:revision/restore', async (req, res) => {
    const { id, revision } = parseDesk(api.restoreRevision.params, req.params);
    const { baseRevision, savedBy } = parseDesk(api.restoreRevision.body, req.body);
    const old = await articles.revision(db, id, revision);
    // Saved through the same validation as any save: a restored record is a new revision.
    const fields = parseDesk(articleInput, articleFieldsOf(old.article));
    saved(res, await articles.saveArticle(content, db, id, fields, baseRevision, savedBy || undefined));
  });

  r.get('/corrections', async (_req, res) => send(res, { corrections: await articles.pendingCorrections(db) } satisfies Answer<'pendingCorrections'>));

  r.post('/articles/:id/correction/publish', async (req, res) => {
    const { id } = parseDesk(api.publishCorrection.params, req.params);
    const { correctedAt } = parseDesk(api.publishCorrection.body, req.body ?? {});
    send(res, (await articles.publishCorrection(content, db, id, correctedAt)) satisfies Answer<'publishCorrection'>);
  });

  r.delete('/articles/:id/correction', async (req, res) => {
    const { id } = parseDesk(api.discardCorrection.params, req.params);
    const { savedBy } = parseDesk(api.discardCorrection.body, req.body ?? {});
    send(res, (await articles.discardCorrection(content, db, id, savedBy || undefined)) satisfies Answer<'discardCorrection'>);
  });

  return r;
}
