/** An author's profile form. */
import { readyScreen } from '../../components/lazyScreen.js';
import DeskAuthorPage from './DeskAuthorPage.js';
import { deskPage } from './deskPage.js';

export default deskPage<'deskAuthor'>('Autor', readyScreen(DeskAuthorPage));
