/**
 * The desktop menu's commands (common/bridge.ts MenuCommand) become navigations: a screen of the
 * app, or the workspace with the action to run (`/redaccio?accio=…`). Mounted once at the root;
 * on the web there is no menu and nothing is listened to.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { menuCommandPath } from '../../common/staff.js';
import { desktopBridge } from './desktop.js';

export function useMenuCommands(): void {
  const navigate = useNavigate();
  useEffect(() => desktopBridge()?.onMenuCommand((command) => void navigate(menuCommandPath(command))), [navigate]);
}

/** The hook as an element, for the root of the tree (inside the router). */
export function MenuCommands(): null {
  useMenuCommands();
  return null;
}
