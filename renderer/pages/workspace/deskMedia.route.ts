/** The media library ('Mediateca'). */
import { readyScreen } from '../../components/lazyScreen.js';
import DeskMediaPage from './DeskMediaPage.js';
import { deskPage } from './deskPage.js';

export default deskPage<'deskMedia'>('Mediateca', readyScreen(DeskMediaPage));
