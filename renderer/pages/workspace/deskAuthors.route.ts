/** The desk's authors: every author, deactivated ones too. */
import { readyScreen } from '../../components/lazyScreen.js';
import DeskAuthorsPage from './DeskAuthorsPage.js';
import { deskPage } from './deskPage.js';

export default deskPage<'deskAuthors'>('Autors', readyScreen(DeskAuthorsPage));
