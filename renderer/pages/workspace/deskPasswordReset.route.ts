/** A password reset's page: the person chooses a new password, and is signed in. */
import { readyScreen } from '../../components/lazyScreen.js';
import DeskPasswordResetPage from './DeskPasswordResetPage.js';
import { deskPage } from './deskPage.js';

export default deskPage<'deskPasswordReset'>('Contrasenya nova', readyScreen(DeskPasswordResetPage));
