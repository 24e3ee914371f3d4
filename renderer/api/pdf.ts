/** The print PDF's calls (base /api/pdf). */
import type { editionsApi } from '../../common/api/editions.js';
import type { ResponseOf } from '../../common/api/route.js';
import { apiFetch } from './client.js';

/**
 * The public site's address every PDF prints (masthead, QR codes), wherever it is made: on the
 * desktop the page's own origin is a loopback address on a random port.
 */
export async function fetchPrintSiteUrl(signal?: AbortSignal): Promise<string> {
  return (await apiFetch<ResponseOf<typeof editionsApi.printSite>>('/pdf/site', { signal })).url;
}
