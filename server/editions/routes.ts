/**
 * The staff's editions (admin only). HTTP only: parse, call, reply.
 *
 *   POST   /api/admin/packages                        an edition package (.zip, application/zip) →
 *                                                     201 { report } stored as draft(s), or
 *                                                     422 { error, report } and nothing stored
 *   GET    /api/admin/editions                        { editions: EditionSummary[] }, drafts too
 *   POST   /api/admin/editions/{n}/publish            'Publica': draft → published (409 if it is already;
 *                                                     409 articles_not_accepted with the list unless
 *                                                     { confirmNotAccepted } names them: publishGate.ts)
 *   POST   /api/admin/editions/{n}/withdraw           'Retira': published → draft, all or nothing; readers,
 *                                                     search, feeds, sitemaps and the kiosk lose it at once
 *                                                     (409 not_published for a draft)
 *   DELETE /api/admin/editions/{n}                    'Descarta': deletes a draft and the media only it
 *                                                     uses (409 for a published edition)
 *   POST   /api/admin/editions/{n}/publish-remote     'Publica al web': sends the edition as a package
 *                                                     to the configured public site and publishes it there;
 *                                                     one it has published already gets the corrections;
 *                                                     with { at: {date,time} } it stays a draft there,
 *                                                     scheduled then (its refusals passed through)
 */
import { editionsApi as api } from '../../common/api/editions.js';
import type { PackageReport } from '../../common/types.js';
import { FileReply, replyWith } from '../http/answers.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/mount.js';
import { receiveUpload } from '../http/upload.js';
import { packageSchema } from '../import/packageSchema.js';
import { ArticlesNotAccepted } from './publishGate.js';
import type { EditionService } from './service.js';

const ZIP_TYPES = /^application\/(zip|x-zip-compressed|octet-stream)\s*(;|$)/i;

/** 422 with what was refused, and nothing stored. */
const rejected = (code: 'package_rejected' | 'remote_rejected', report: PackageReport, message: string) => replyWith(api.upload, 422, { error: { code, message }, report });

/** The gate's refusal as the route's listed 409, with the articles to confirm; any other error goes on. */
function notAccepted(route: typeof api.publish | typeof api.publishRemote, error: unknown) {
  if (!(error instanceof ArticlesNotAccepted)) throw error;
  return replyWith(route as typeof api.publish, 409, { error: { code: 'articles_not_accepted', message: error.message }, notAccepted: error.notAccepted });
}

export function editionHandlers(editions: EditionService, packageMaxBytes: number): Pick<Handlers<typeof api>, 'upload' | 'list' | 'publish' | 'withdraw' | 'discard' | 'publishRemote' | 'packageSchema'> {
  return {
    upload: async (_input, ctx) => {
      // The package is the raw body, received here as a file (never buffered whole).
      const req = ctx.http?.req;
      if (!req || !ZIP_TYPES.test(req.get('Content-Type') ?? '')) {
        throw new HttpError(415, 'unsupported_media_type', "Envia el paquet d'edició com a fitxer .zip (Content-Type: application/zip).");
      }
      const upload = await receiveUpload(req, packageMaxBytes);
      try {
        const outcome = await editions.storePackage(upload.file);
        if (!outcome.stored) return rejected('package_rejected', outcome.report, outcome.message);
        return { report: outcome.report };
      } finally {
        await upload.dispose();
      }
    },
    list: async () => ({ editions: await editions.list() }),
    publish: async ({ params: { number }, body: { confirmNotAccepted } }) => {
      try {
        await editions.publish(number, undefined, confirmNotAccepted);
      } catch (error) {
        return notAccepted(api.publish, error);
      }
      return { number, status: 'published' };
    },
    withdraw: async ({ params: { number } }) => {
      await editions.withdraw(number);
      return { number, status: 'draft' };
    },
    discard: async ({ params: { number } }) => ({ number, deleted: true, removedMedia: await editions.discard(number) }),
    publishRemote: async ({ params: { number }, body: { confirmNotAccepted, at } }) => {
      let outcome;
      try {
        outcome = await editions.publishRemote(number, confirmNotAccepted, at);
      } catch (error) {
        return notAccepted(api.publishRemote, error);
      }
      if (!outcome.published) return rejected('remote_rejected', outcome.report, outcome.message);
      const carried = outcome.corrections ? { corrections: outcome.corrections } : {};
      if (outcome.scheduled) return { number, status: 'scheduled', remote: outcome.remote, report: outcome.report, scheduled: outcome.scheduled };
      return { number, status: 'published', remote: outcome.remote, report: outcome.report, ...carried };
    },
    // The edition package format, for whoever writes packages by hand or by program.
    packageSchema: async () => FileReply.bytes('application/json', JSON.stringify(packageSchema())),
  };
}
