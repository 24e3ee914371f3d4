/**
 * The staff's editions (admin): every edition with its state, edition packages, Publica, Retira,
 * Descarta and Publica al web (base /api/admin), and the public site's settings it depends on.
 */
import { API } from '../../common/api/addresses.js';
import type { editionsApi } from '../../common/api/editions.js';
import type { NotAcceptedArticle, NotAcceptedBody } from '../../common/api/review.js';
import type { ResponseOf } from '../../common/api/route.js';
import type { PackageReport } from '../../common/types.js';
import type { WallTime } from '../../common/zonedTime.js';
import { ApiError, serverMessage } from './apiError.js';
import { call, type CallContext } from './client.js';

const editions = API.editions;

export const editionKeys = {
  list: ['admin', 'editions'] as const,
  remote: ['admin', 'remote'] as const,
};

export const fetchEditions = (ctx?: CallContext) => call(editions.list, {}, ctx);

export const fetchRemote = (ctx?: CallContext) => call(API.admin.remote, {}, ctx);

/** The report a 422 refusal carries (a package or a public site that refused records). */
const refusalReport = (error: ApiError): PackageReport | null =>
  (error.body as Partial<ResponseOf<typeof editionsApi.upload, 422>> | null)?.report ?? null;

/** The answer to an upload: the report either way (201 stored, 422 refused), or the status of another failure. */
type UploadOutcome = { stored: boolean; report: PackageReport } | { stored: false; report: null; status: number };

export async function uploadPackage(bytes: Blob | Uint8Array): Promise<UploadOutcome> {
  const file = bytes instanceof Blob ? bytes : new Blob([bytes as BlobPart], { type: 'application/zip' });
  try {
    return { stored: true, report: (await call(editions.upload, { file })).report };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const report = error.status === 422 ? refusalReport(error) : null;
    return report ? { stored: false, report } : { stored: false, report: null, status: error.status };
  }
}

/** The articles the publish gate lists (409 articles_not_accepted), or null for any other failure. */
export function notAcceptedOf(error: unknown): NotAcceptedArticle[] | null {
  if (!(error instanceof ApiError) || error.code !== 'articles_not_accepted') return null;
  return (error.body as Partial<NotAcceptedBody> | null)?.notAccepted ?? null;
}

/** 'Publica'; `confirmNotAccepted`: the articles not accepted the editor saw listed and confirms. */
export const publishEdition = (number: number, confirmNotAccepted?: string[]) => call(editions.publish, { params: { number }, body: { confirmNotAccepted } });

/** 'Retira': a published edition back to draft. */
export const withdrawEdition = (number: number) => call(editions.withdraw, { params: { number } });

export const discardEdition = (number: number) => call(editions.discard, { params: { number } });

/**
 * 'Publica al web'. `corrections`: the public site already had the edition, and these articles'
 * corrections went up. With `at`, the public site publishes it then: `scheduled` says when.
 */
export async function publishToWeb(
  number: number,
  confirmNotAccepted?: string[],
  at?: WallTime,
): Promise<
  | { ok: true; corrections: string[] | null; scheduled: WallTime | null }
  | { ok: false; status: number; message: string | null; report: PackageReport | null; notAccepted: NotAcceptedArticle[] | null }
> {
  try {
    const answer = await call(editions.publishRemote, { params: { number }, body: { confirmNotAccepted, at } });
    return { ok: true, corrections: answer.corrections ?? null, scheduled: answer.scheduled ? { date: answer.scheduled.date, time: answer.scheduled.time } : null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, status: error.status, message: serverMessage(error), report: refusalReport(error), notAccepted: notAcceptedOf(error) };
  }
}
