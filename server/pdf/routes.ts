/**
 * The edition PDF on the server, with the same layout engine as the browser route.
 *
 *   GET /api/pdf/edition/{number}          admin only: the edition's print PDF (application/pdf),
 *                                          with X-Page-Count; ?download=1 saves it as a file.
 *   GET /api/pdf/edition/{number}/content  public: the edition with every article body, which the
 *                                          browser route lays out (the same data the server uses);
 *                                          a draft's only for an admin session.
 *   GET /api/pdf/site                      public: { url }, the public site's address that every PDF
 *                                          prints (masthead, QR codes), wherever it is made.
 *
 * A PDF made on a staff copy (the desktop's server on a loopback port) must still print the public
 * site's address: printed QR codes outlive the computer that made them. So the address is the
 * configured public site (the remote of a staff copy), else PUBLIC_URL; never the request's origin.
 */
import type { editionsApi } from '../../common/api/editions.js';
import { buildEditionPdf } from '../../common/pdf/build.js';
import { pdfFileName } from '../../common/pdf/fileName.js';
import type { Config } from '../config.js';
import { issueForPrint, type Audience } from '../content/queries.js';
import type { Db } from '../db/connection.js';
import { FileReply } from '../http/answers.js';
import { notFound } from '../http/errors.js';
import type { Handlers } from '../http/mount.js';
import type { MediaStore } from '../media/store.js';
import { serverAssets } from './assets.js';

interface PdfOptions {
  db: Db;
  media: MediaStore;
  /** The public site's address, read at each call: staff may configure it while the server runs. */
  siteUrl: () => string;
}

/** The address printed in PDFs: the public site a staff copy publishes to, else PUBLIC_URL. */
export function publicSiteUrl(config: Pick<Config, 'publicUrl'>, remote: { settings(): { url: string } | null }): string {
  return remote.settings()?.url ?? config.publicUrl;
}

export function pdfHandlers({ db, media, siteUrl }: PdfOptions): Pick<Handlers<typeof editionsApi>, 'printSite' | 'printContent' | 'pdf'> {
  const assets = serverAssets(media);
  const edition = async (number: number, audience: Audience) => {
    const found = await issueForPrint(db, number, audience);
    if (!found) throw notFound(`No hi ha cap edició amb el número ${number}.`, 'issue_not_found');
    return found;
  };
  return {
    printSite: async () => ({ url: siteUrl() }),
    printContent: ({ params }, { audience }) => edition(params.number, audience),
    pdf: async ({ params: { number }, query: { download } }) => {
      // Admin only, so drafts too: staff print a draft to check it before it is published.
      const built = await buildEditionPdf(await edition(number, 'preview'), await assets(), { siteUrl: siteUrl() });
      return FileReply.bytes('application/pdf', Buffer.from(built.bytes), {
        'Cache-Control': 'no-store',
        'X-Page-Count': String(built.pageCount),
        'Content-Disposition': `${download === '1' ? 'attachment' : 'inline'}; filename="${pdfFileName(number)}"`,
      });
    },
  };
}
