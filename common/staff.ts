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

const COMMAND_ACTIONS: Record<Exclude<MenuCommand['type'], 'navigate'>, WorkspaceAction> = {
  'open-package': 'obre-paquet',
  sync: 'sincronitza',
  'export-pdf': 'exporta-pdf',
  backup: 'copia',
};

/** Where a desktop menu command leads: a screen of the app, or the workspace with its action. */
export function menuCommandPath(command: MenuCommand): string {
  if (command.type === 'navigate') return command.path.startsWith('/') && !command.path.startsWith('//') ? command.path : paths.workspace();
  return paths.workspace(COMMAND_ACTIONS[command.type]);
}
