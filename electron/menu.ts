/**
 * The application menu, in Catalan, as data: a pure function builds the template (tests read its
 * labels, roles and what each item does) and main.ts hands it to Menu.buildFromTemplate. Items
 * that act on the app send a MenuCommand to the staff window, which owns the screens; DevTools
 * and reload exist only in development (`!app.isPackaged`); there is no zoom (the magazine sets
 * its own type sizes).
 */
import type { MenuCommand } from '../common/bridge.js';
import { paths } from '../common/routes/index.js';

export type MenuRole =
  | 'undo' | 'redo' | 'cut' | 'copy' | 'paste' | 'delete' | 'selectAll'
  | 'togglefullscreen' | 'reload' | 'forceReload' | 'toggleDevTools'
  | 'minimize' | 'close' | 'front' | 'quit' | 'about' | 'hide' | 'hideOthers' | 'unhide' | 'services';

export interface MenuItem {
  label?: string;
  role?: MenuRole;
  type?: 'separator';
  accelerator?: string;
  submenu?: MenuItem[];
  click?: () => void;
}

export interface MenuActions {
  /** Sends a command to the staff window (opening it if only the kiosk runs). */
  send(command: MenuCommand): void;
  openDataFolder(): void;
  startKiosk(): void;
  showAbout(): void;
}

interface MenuContext {
  isPackaged: boolean;
  platform: string;
}

const separator: MenuItem = { type: 'separator' };

export function menuTemplate(context: MenuContext, actions: MenuActions): MenuItem[] {
  const mac = context.platform === 'darwin';
  const navigate = (path: string) => () => actions.send({ type: 'navigate', path });
  const command = (type: Exclude<MenuCommand['type'], 'navigate'>) => () => actions.send({ type } as MenuCommand);

  const appMenu: MenuItem[] = mac
    ? [{
        label: 'Revista Estany',
        submenu: [
          { label: 'Quant a Revista Estany', click: actions.showAbout },
          separator,
          { role: 'services', label: 'Serveis' },
          separator,
          { role: 'hide', label: 'Amaga Revista Estany' },
          { role: 'hideOthers', label: 'Amaga les altres' },
          { role: 'unhide', label: 'Mostra-ho tot' },
          separator,
          { role: 'quit', label: 'Surt de Revista Estany' },
        ],
      }]
    : [];

  const development: MenuItem[] = context.isPackaged
    ? []
    : [
        separator,
        { role: 'reload', label: 'Torna a carregar' },
        { role: 'forceReload', label: 'Força la recàrrega' },
        { role: 'toggleDevTools', label: 'Eines per a desenvolupadors' },
      ];

  return [
    ...appMenu,
    {
      label: 'Fitxer',
      submenu: [
        // The usual shortcuts: N for new, S for save (Sincronitza keeps Shift+S, Nou article takes Shift+N).
        { label: 'Nova edició', accelerator: 'CmdOrCtrl+N', click: command('new-edition') },
        { label: 'Nou article', accelerator: 'CmdOrCtrl+Shift+N', click: command('new-article') },
        { label: 'Desa', accelerator: 'CmdOrCtrl+S', click: command('save') },
        separator,
        { label: "Obre un paquet d'edició…", accelerator: 'CmdOrCtrl+O', click: command('open-package') },
        { label: 'Sincronitza', accelerator: 'CmdOrCtrl+Shift+S', click: command('sync') },
        { label: 'Exporta PDF…', accelerator: 'CmdOrCtrl+P', click: command('export-pdf') },
        { label: 'Fes una còpia de seguretat…', click: command('backup') },
        separator,
        { label: 'Obre la carpeta de dades', click: actions.openDataFolder },
        // macOS quits from the app menu.
        ...(mac ? [] : [separator, { role: 'quit', label: 'Surt', accelerator: 'Ctrl+Q' } satisfies MenuItem]),
      ],
    },
    {
      label: 'Edició',
      submenu: [
        { role: 'undo', label: 'Desfés' },
        { role: 'redo', label: 'Refés' },
        separator,
        { role: 'cut', label: 'Retalla' },
        { role: 'copy', label: 'Copia' },
        { role: 'paste', label: 'Enganxa' },
        { role: 'delete', label: 'Suprimeix' },
        separator,
        { role: 'selectAll', label: 'Selecciona-ho tot' },
      ],
    },
    {
      label: 'Visualització',
      submenu: [
        { label: 'Redacció', accelerator: 'CmdOrCtrl+1', click: navigate(paths.workspace()) },
        { label: 'Tauler de cerques', accelerator: 'CmdOrCtrl+2', click: navigate(paths.searchDashboard()) },
        { label: 'Tauler de connexions', accelerator: 'CmdOrCtrl+3', click: navigate(paths.connectionsDashboard()) },
        separator,
        { label: 'Mode quiosc', click: actions.startKiosk },
        separator,
        { role: 'togglefullscreen', label: 'Pantalla completa' },
        ...development,
      ],
    },
    {
      label: 'Finestra',
      submenu: [
        { role: 'minimize', label: 'Minimitza' },
        { role: 'close', label: 'Tanca la finestra' },
        ...(mac ? [separator, { role: 'front', label: 'Porta-ho tot al davant' } satisfies MenuItem] : []),
      ],
    },
    {
      label: 'Ajuda',
      submenu: [{ label: 'Quant a Revista Estany', click: actions.showAbout }],
    },
  ];
}
