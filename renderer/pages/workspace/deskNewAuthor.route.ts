/** 'Nou autor': the profile form, empty. */
import { readyScreen } from '../../components/lazyScreen.js';
import DeskAuthorPage from './DeskAuthorPage.js';
import { deskPage } from './deskPage.js';

export default deskPage<'deskNewAuthor'>('Nou autor', readyScreen(DeskAuthorPage));
