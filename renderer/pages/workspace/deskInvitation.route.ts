/** An invitation's page: the invitee gives a name and a password, and is signed in. */
import { readyScreen } from '../../components/lazyScreen.js';
import DeskInvitationPage from './DeskInvitationPage.js';
import { deskPage } from './deskPage.js';

export default deskPage<'deskInvitation'>('Invitació a la redacció', readyScreen(DeskInvitationPage));
