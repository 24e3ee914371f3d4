/** 'Nova edició': the edition form, empty. */
import { readyScreen } from '../../components/lazyScreen.js';
import DeskEditionPage from './DeskEditionPage.js';
import { deskPage } from './deskPage.js';

export default deskPage<'deskNewEdition'>('Nova edició', readyScreen(DeskEditionPage));
