/** 'Calendari': the editions past and coming, month by month (issue 28). */
import { readyScreen } from '../../components/lazyScreen.js';
import DeskCalendarPage from './DeskCalendarPage.js';
import { deskPage } from './deskPage.js';

export default deskPage<'deskCalendar'>('Calendari', readyScreen(DeskCalendarPage));
