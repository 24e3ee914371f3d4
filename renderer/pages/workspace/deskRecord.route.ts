/** 'Registre' (administrators): the record of the staff's acts. */
import { readyScreen } from '../../components/lazyScreen.js';
import DeskRecordPage from './DeskRecordPage.js';
import { deskPage } from './deskPage.js';

export default deskPage<'deskRecord'>('Registre', readyScreen(DeskRecordPage));
