/** The team ('Persones', administrators): people, their roles and status. */
import { readyScreen } from '../../components/lazyScreen.js';
import DeskPeoplePage from './DeskPeoplePage.js';
import { deskPage } from './deskPage.js';

export default deskPage<'deskPeople'>('Persones', readyScreen(DeskPeoplePage));
