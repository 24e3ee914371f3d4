/** 'Les meves sessions': where the signed-in person is signed in, and their passkeys. */
import { readyScreen } from '../../components/lazyScreen.js';
import DeskSessionsPage from './DeskSessionsPage.js';
import { deskPage } from './deskPage.js';

export default deskPage<'deskSessions'>('Les meves sessions', readyScreen(DeskSessionsPage));
