/** 'Nou article' in an edition: the article editor, empty. */
import { readyScreen } from '../../components/lazyScreen.js';
import DeskArticlePage from './DeskArticlePage.js';
import { deskPage } from './deskPage.js';

export default deskPage<'deskNewArticle'>('Nou article', readyScreen(DeskArticlePage));
