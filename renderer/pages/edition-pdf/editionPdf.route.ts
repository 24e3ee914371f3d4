/** An edition's print view: drawn by the browser (jsPDF); its metadata names the edition's page as canonical. */
import { editionMeta } from '../../../common/seo/editionMeta.js';
import { issueWithArticlesQuery } from '../../api/issues.js';
import { readyScreen } from '../../components/lazyScreen.js';
import EditionPdfPage from './EditionPdfPage.js';
import { definePage } from '../page.js';

const numberOf = (raw: string | undefined) => (raw !== undefined && /^\d{1,7}$/.test(raw) ? Number(raw) : null);

export default definePage<'editionPdf'>({
  async meta(read, { params }, ctx) {
    const number = numberOf(params.number);
    const found = number === null ? undefined : await read.query(issueWithArticlesQuery(number));
    return editionMeta(ctx, params.number ?? '', number, found, true);
  },
  screen: readyScreen(EditionPdfPage),
});
