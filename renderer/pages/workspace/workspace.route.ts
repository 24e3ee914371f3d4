/** The staff workspace: its editions, corrections and tools. */
import { readyScreen } from '../../components/lazyScreen.js';
import WorkspacePage from './WorkspacePage.js';
import { deskPage } from './deskPage.js';

export default deskPage<'workspace'>('Redacció', readyScreen(WorkspacePage));
