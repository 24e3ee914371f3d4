/** An edition's page: the edition with its articles and the newest number (its reads), its metadata, its screen. */
import { editionMeta } from '../../../common/seo/editionMeta.js';
import { issueListQuery, issueWithArticlesQuery } from '../../api/issues.js';
import { readyScreen } from '../../components/lazyScreen.js';
import EditionPage from './EditionPage.js';
import { definePage } from '../page.js';
import { LATEST_NUMBER_READ, parseEditionNumber } from './editionRules.js';

export default definePage<'edition'>({
  load: (read, { params }) => {
    const number = parseEditionNumber(params.number);
    return Promise.all([number === null ? undefined : read.query(issueWithArticlesQuery(number)), read.query(issueListQuery(LATEST_NUMBER_READ))]);
  },
  async meta(read, { params }, ctx) {
    const number = parseEditionNumber(params.number);
    const found = number === null ? undefined : await read.query(issueWithArticlesQuery(number));
    return editionMeta(ctx, params.number ?? '', number, found, false);
  },
  screen: readyScreen(EditionPage),
});
