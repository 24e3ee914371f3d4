/** The print PDF's calls (base /api/pdf). */
import { API } from '../../common/api/addresses.js';
import { call, type CallContext } from './client.js';

/**
 * The public site's address every PDF prints (masthead, QR codes), wherever it is made: on the
 * desktop the page's own origin is a loopback address on a random port.
 */
export async function fetchPrintSiteUrl(ctx?: CallContext): Promise<string> {
  return (await call(API.editions.printSite, {}, ctx)).url;
}

/** An edition with every article body, as the print layout reads it. */
export const fetchPrintContent = (number: number, ctx?: CallContext) => call(API.editions.printContent, { params: { number } }, ctx);
