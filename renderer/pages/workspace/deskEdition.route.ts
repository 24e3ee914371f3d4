/** An edition's form and article order. */
import { readyScreen } from '../../components/lazyScreen.js';
import DeskEditionPage from './DeskEditionPage.js';
import { deskPage } from './deskPage.js';

export default deskPage<'deskEdition'>('Edició', readyScreen(DeskEditionPage));
