/** An article's editor: the article is asked for with the session check, for an admin only (nobody else's browser is sent to fetch it). */
import { readyScreen } from '../../components/lazyScreen.js';
import DeskArticlePage from './DeskArticlePage.js';
import { deskPage } from './deskPage.js';
import { deskArticleQuery } from './deskQueries.js';

export default deskPage<'deskArticle'>('Article', readyScreen(DeskArticlePage), (read, { params, audience }) =>
  audience === 'preview' && params.id ? read.query(deskArticleQuery(params.id)) : Promise.resolve(),
);
