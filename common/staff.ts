/** The staff workspace (/redaccio, paths.workspace()): the actions the desktop menu can ask of it. */
import type { MenuCommand } from './bridge.js';
import { paths } from './routes/index.js';

/**
 * `/redaccio?accio=…`: what the workspace does on arrival (the desktop menu navigates here).
 * Each panel acts on its own action once and then clears it from the address.
 */
export const WORKSPACE_ACTIONS = ['obre-paquet', 'sincronitza', 'exporta-pdf', 'copia'] as const;
export type WorkspaceAction = (typeof WORKSPACE_ACTIONS)[number];

export function workspaceActionOf(value: string | null): WorkspaceAction | null {
  return (WORKSPACE_ACTIONS as readonly string[]).includes(value ?? '') ? (value as WorkspaceAction) : null;
}

/** The commands the screen in view answers itself ('Nou article' asks which edition; 'Desa' saves the form in view). */
type ScreenCommand = Extract<MenuCommand, { type: 'new-article' | 'save' }>;
/** The commands that only lead somewhere. */
type NavigationCommand = Exclude<MenuCommand, ScreenCommand>;

export const isScreenCommand = (command: MenuCommand): command is ScreenCommand => command.type === 'new-article' || command.type === 'save';

const COMMAND_ACTIONS: Record<Exclude<NavigationCommand['type'], 'navigate' | 'new-edition'>, WorkspaceAction> = {
  'open-package': 'obre-paquet',
  sync: 'sincronitza',
  'export-pdf': 'exporta-pdf',
  backup: 'copia',
};

/** Where a desktop menu command leads: a screen of the app, or the workspace with its action. */
export function menuCommandPath(command: NavigationCommand): string {
  if (command.type === 'navigate') return command.path.startsWith('/') && !command.path.startsWith('//') ? command.path : paths.workspace();
  if (command.type === 'new-edition') return paths.deskNewEdition();
  return paths.workspace(COMMAND_ACTIONS[command.type]);
}

/**
 * Where 'Nou article' writes: the edition in view when it is a draft, or else the latest draft
 * edition; null when there is no draft edition at all (published editions take no new articles).
 */
export function editionForNewArticle(inView: number | null, editions: readonly { number: number; status: 'draft' | 'published' }[]): number | null {
  const drafts = editions.filter((e) => e.status === 'draft').map((e) => e.number);
  if (inView !== null && drafts.includes(inView)) return inView;
  return drafts.length > 0 ? Math.max(...drafts) : null;
}
