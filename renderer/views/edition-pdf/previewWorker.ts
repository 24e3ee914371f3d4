/**
 * The print engine in a Web Worker, for the desk's printed-pages preview: the same buildEditionPdf
 * as /edicio/{n}/pdf and 'Exporta PDF', run off the page's thread so that composing a 17-page
 * edition never holds up typing. One request at a time; the page sends only the newest.
 */
import { buildEditionPdf } from '../../../common/pdf/build.js';
import type { PreviewAnswer, PreviewRequest } from '../../../common/pdf/previewMessages.js';
import { browserAssets } from './browserAssets.js';

const reply = (answer: PreviewAnswer, transfer: Transferable[] = []) => self.postMessage(answer, { transfer });

self.onmessage = (event: MessageEvent<PreviewRequest>) => {
  const { id, edition, siteUrl } = event.data;
  (async () => {
    const built = await buildEditionPdf(edition, await browserAssets(), { siteUrl });
    // Where each article opens, so the preview can show an article's own pages.
    const pages = Object.fromEntries(built.index.map((line) => [line.articleId, line.page]));
    reply({ id, ok: true, bytes: built.bytes, pageCount: built.pageCount, pages, notices: built.notices }, [built.bytes.buffer]);
  })().catch((error: unknown) => reply({ id, ok: false, message: error instanceof Error ? error.message : String(error) }));
};
