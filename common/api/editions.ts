/** The staff's editions (admin, base /api/admin) and the edition PDF (/api/pdf). */
import { z } from 'zod';
import { article, editionStatus, issue } from './entities.js';
import { apiError, route } from './route.js';
import { editionNumberParams } from './params.js';
import { notAcceptedBody, publishRequest } from './review.js';
import { PACKAGE_REFUSAL_CODES } from './errorCodes.js';
import { isoDay, isoTime } from './wireDates.js';

/** 'Publica al web' body: the gate's confirmations and, to publish it later, the minute on the public site's clock. */
const publishRemoteRequest = publishRequest.extend({
  at: z
    .strictObject({
      date: z.string().max(10).meta({ description: 'The day on the public site’s magazine clock, YYYY-MM-DD.', format: 'date' }),
      time: z.string().max(5).meta({ description: 'The minute, HH:MM (24 h).' }),
    })
    .optional()
    .meta({ description: 'Publish it there at this minute instead of now: sent as a draft, then scheduled.' }),
});

/** A row of the staff workspace's list of editions. */
export const editionSummary = z
  .strictObject({
    number: z.number().int(),
    title: z.string(),
    publicationDate: isoDay(),
    articleCount: z.number().int(),
    status: editionStatus,
  })
  .meta({ id: 'EditionSummary' });

/** The `id` of a refusal of the package as a whole (not a zip, too large once unpacked, in conflict): staff read it as 'el paquet sencer'. */
export const WHOLE_PACKAGE = 'package';

/** What became of an edition package: what was stored, and every record refused with its reason. */
export const packageReport = z
  .strictObject({
    authors: z.number().int(),
    issues: z.number().int(),
    articles: z.number().int(),
    media: z.number().int(),
    editions: z.array(z.number().int()).meta({ description: 'The numbers of the editions stored as drafts.' }),
    rejected: z
      .array(z.strictObject({ kind: z.enum(['author', 'issue', 'article', 'media', 'file']), id: z.string(), code: z.enum(PACKAGE_REFUSAL_CODES), reason: z.string() }))
      .meta({ description: 'Each refused record or file: a stable machine `code` (common/api/errorCodes.ts; the reasons are server/import/reasons.ts) and the reason in Catalan.' }),
  })
  .meta({ id: 'PackageReport' });

/** A refusal that carries the package report: nothing was stored. */
const refusedWithReport = z.strictObject({ ...apiError.shape, report: packageReport }).meta({ id: 'PackageRefusal' });

export const editionsApi = {
  upload: route({
    method: 'post',
    path: '/admin/packages', cache: 'no-store',
    summary: 'Stores an edition package (.zip) as draft edition(s)',
    description: 'All or nothing: 422 with the report when any record is refused.',
    role: 'editor',
    record: { action: 'edition.import', subject: 'edition', id: 'answer.report.editions' },
    bodyFile: { contentType: 'application/zip', description: 'The edition package.' },
    responses: { 201: z.strictObject({ report: packageReport }), 422: refusedWithReport },
  }),
  list: route({
    method: 'get',
    path: '/admin/editions', cache: 'no-store',
    summary: 'Every edition with its state, drafts too',
    role: 'contributor',
    responses: { 200: z.strictObject({ editions: z.array(editionSummary) }) },
  }),
  publish: route({
    method: 'post',
    path: '/admin/editions/{number}/publish', cache: 'no-store',
    summary: "'Publica': a draft edition becomes published (409 if it already is)",
    description: 'Every article must be accepted, or the body must confirm the ones that are not (409 articles_not_accepted lists them).',
    role: 'editor',
    record: { action: 'edition.publish', subject: 'edition', id: 'params.number' },
    params: editionNumberParams,
    body: publishRequest,
    responses: { 200: z.strictObject({ number: z.number().int(), status: z.literal('published') }), 409: z.union([notAcceptedBody, apiError]) },
  }),
  withdraw: route({
    method: 'post',
    path: '/admin/editions/{number}/withdraw', cache: 'no-store',
    summary: "'Retira': a published edition goes back to draft (409 not_published for a draft)",
    description: 'All or nothing: readers, search, feeds, sitemaps and the kiosk lose it at once.',
    role: 'editor',
    record: { action: 'edition.withdraw', subject: 'edition', id: 'params.number' },
    params: editionNumberParams,
    responses: { 200: z.strictObject({ number: z.number().int(), status: z.literal('draft') }) },
  }),
  discard: route({
    method: 'delete',
    path: '/admin/editions/{number}', cache: 'no-store',
    summary: "'Descarta': deletes a draft edition and the media only it uses (409 for a published one)",
    role: 'editor',
    record: { action: 'edition.discard', subject: 'edition', id: 'params.number' },
    params: editionNumberParams,
    responses: { 200: z.strictObject({ number: z.number().int(), deleted: z.literal(true), removedMedia: z.array(z.string()) }) },
  }),
  publishRemote: route({
    method: 'post',
    path: '/admin/editions/{number}/publish-remote', cache: 'no-store',
    summary: "'Publica al web': sends the edition to the configured public site and publishes it there, now or at a minute of its clock",
    description:
      'A draft edition passes the same gate as Publica: every article accepted, or the ones that are not confirmed in the body (409 articles_not_accepted). With `at`, the public site gets it as a draft scheduled then (its PUT /admin/editions/{number}/schedule); that route\'s refusals come back with their codes, and nothing is published.',
    role: 'editor',
    record: [
      { action: 'edition.publishRemote', subject: 'edition', id: 'params.number', unless: 'body.at.date' },
      { action: 'edition.scheduleRemote', subject: 'edition', id: 'params.number', when: 'body.at.date', detail: ['answer.scheduled.date', 'answer.scheduled.time'] },
    ],
    params: editionNumberParams,
    body: publishRemoteRequest,
    responses: {
      409: z.union([notAcceptedBody, apiError]),
      200: z.strictObject({
        number: z.number().int(),
        status: z.enum(['published', 'scheduled']).meta({ description: 'scheduled: sent as a draft that the public site publishes at `scheduled.at`.' }),
        remote: z.string(),
        // A union, not .nullable(): the generator turns a nullable $ref into an allOf that null cannot match.
        report: z.union([packageReport, z.null()]),
        corrections: z.array(z.string()).optional().meta({ description: 'An edition the public site already had: the articles whose published corrections were carried there.' }),
        scheduled: z
          .strictObject({ at: isoTime(), date: isoDay(), time: z.string() })
          .optional()
          .meta({ description: 'With `at` in the body: when the public site is to publish it (its instant, and the minute on its clock).' }),
      }),
      422: refusedWithReport,
    },
  }),
  printContent: route({
    method: 'get',
    path: '/pdf/edition/{number}/content', cache: 'public-json',
    summary: 'An edition with every article body, as the print layout reads it',
    params: editionNumberParams,
    responses: { 200: z.strictObject({ issue, articles: z.array(article) }) },
  }),
  pdf: route({
    method: 'get',
    path: '/pdf/edition/{number}', cache: 'file',
    summary: "The edition's print PDF (X-Page-Count tells its pages)",
    role: 'contributor',
    params: editionNumberParams,
    query: z.object({ download: z.enum(['0', '1']).optional().meta({ description: '1 saves it as a file.' }) }),
    responses: { 200: { contentType: 'application/pdf', description: 'The PDF.' } },
  }),
  packageSchema: route({
    method: 'get',
    path: '/package.schema.json', cache: 'hour',
    summary: 'The edition package format as JSON Schema (draft 2020-12), generated from the schemas the import validates with',
    responses: { 200: { contentType: 'application/json', description: 'The JSON Schema of an edition package.' } },
  }),
  printSite: route({
    method: 'get',
    path: '/pdf/site', cache: 'no-store',
    summary: "The public site's address every PDF prints (masthead, QR codes), wherever it is made",
    description: 'The configured public site of a staff copy, else PUBLIC_URL; never the address of the request.',
    responses: { 200: z.strictObject({ url: z.string() }) },
  }),
} as const;
