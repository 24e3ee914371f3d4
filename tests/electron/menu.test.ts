import { describe, expect, it, vi } from 'vitest';
import type { MenuCommand } from '../../common/bridge.js';
import { editionForNewArticle, menuCommandPath } from '../../common/staff.js';
import { menuTemplate, type MenuActions, type MenuItem } from '../../electron/menu.js';

function actions(): MenuActions & { sent: MenuCommand[] } {
  const sent: MenuCommand[] = [];
  return { sent, send: (command) => sent.push(command), openDataFolder: vi.fn(), startKiosk: vi.fn(), showAbout: vi.fn() };
}

const submenu = (template: MenuItem[], label: string) => {
  const found = template.find((item) => item.label === label)?.submenu;
  if (!found) throw new Error(`No menu ${label}`);
  return found;
};
const item = (menu: MenuItem[], label: string) => {
  const found = menu.find((entry) => entry.label === label);
  if (!found) throw new Error(`No item ${label}`);
  return found;
};
const everyItem = (template: MenuItem[]): MenuItem[] => template.flatMap((entry) => [entry, ...everyItem(entry.submenu ?? [])]);

describe('application menu', () => {
  it('is in Catalan, with the five menus in order', () => {
    const template = menuTemplate({ isPackaged: true, platform: 'linux' }, actions());
    expect(template.map((menu) => menu.label)).toEqual(['Fitxer', 'Edició', 'Visualització', 'Finestra', 'Ajuda']);
    expect(submenu(template, 'Fitxer').filter((entry) => entry.label).map((entry) => entry.label)).toEqual([
      'Nova edició',
      'Nou article',
      'Desa',
      "Obre un paquet d'edició…",
      'Sincronitza',
      'Exporta PDF…',
      'Fes una còpia de seguretat…',
      'Obre la carpeta de dades',
      'Surt',
    ]);
    expect(submenu(template, 'Edició').filter((entry) => entry.role).map((entry) => [entry.role, entry.label])).toEqual([
      ['undo', 'Desfés'],
      ['redo', 'Refés'],
      ['cut', 'Retalla'],
      ['copy', 'Copia'],
      ['paste', 'Enganxa'],
      ['delete', 'Suprimeix'],
      ['selectAll', 'Selecciona-ho tot'],
    ]);
    expect(item(submenu(template, 'Ajuda'), 'Quant a Revista Estany')).toBeTruthy();
    // Every item a person sees has a Catalan label, roles included (no English default shows through).
    for (const entry of everyItem(template)) if (entry.type !== 'separator') expect(entry.label).toBeTruthy();
  });

  it('sends the Fitxer commands to the staff window and opens the data folder itself', () => {
    const a = actions();
    const fitxer = submenu(menuTemplate({ isPackaged: true, platform: 'win32' }, a), 'Fitxer');
    for (const label of ["Obre un paquet d'edició…", 'Sincronitza', 'Exporta PDF…', 'Fes una còpia de seguretat…']) item(fitxer, label).click?.();
    expect(a.sent).toEqual([{ type: 'open-package' }, { type: 'sync' }, { type: 'export-pdf' }, { type: 'backup' }]);
    item(fitxer, 'Obre la carpeta de dades').click?.();
    expect(a.openDataFolder).toHaveBeenCalledTimes(1);
    expect(item(fitxer, 'Surt').role).toBe('quit');
  });

  it("sends 'Nova edició', 'Nou article' and 'Desa' with their usual shortcuts, none taken twice", () => {
    for (const platform of ['linux', 'darwin', 'win32']) {
      const a = actions();
      const template = menuTemplate({ isPackaged: false, platform }, a);
      const fitxer = submenu(template, 'Fitxer');
      expect(['Nova edició', 'Nou article', 'Desa'].map((label) => item(fitxer, label).accelerator)).toEqual(['CmdOrCtrl+N', 'CmdOrCtrl+Shift+N', 'CmdOrCtrl+S']);
      for (const label of ['Nova edició', 'Nou article', 'Desa']) item(fitxer, label).click?.();
      expect(a.sent).toEqual([{ type: 'new-edition' }, { type: 'new-article' }, { type: 'save' }]);
      // Electron resolves CmdOrCtrl per platform: compare what each accelerator is on this one.
      const keys = everyItem(template)
        .map((entry) => entry.accelerator)
        .filter((accelerator): accelerator is string => accelerator !== undefined)
        .map((accelerator) => accelerator.replace(/^CmdOrCtrl\+/, platform === 'darwin' ? 'Cmd+' : 'Ctrl+').toLowerCase());
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('leads Visualització to the workspace, both dashboards and the kiosk', () => {
    const a = actions();
    const view = submenu(menuTemplate({ isPackaged: true, platform: 'linux' }, a), 'Visualització');
    for (const label of ['Redacció', 'Tauler de cerques', 'Tauler de connexions']) item(view, label).click?.();
    expect(a.sent).toEqual([
      { type: 'navigate', path: '/redaccio' },
      { type: 'navigate', path: '/admin-dashboard-2024' },
      { type: 'navigate', path: '/admin-connections-2024' },
    ]);
    item(view, 'Mode quiosc').click?.();
    expect(a.startKiosk).toHaveBeenCalledTimes(1);
    expect(item(view, 'Pantalla completa').role).toBe('togglefullscreen');
  });

  it('has DevTools and reload only in development, and no zoom at all', () => {
    const packaged = everyItem(menuTemplate({ isPackaged: true, platform: 'linux' }, actions())).map((entry) => entry.role);
    expect(packaged).not.toContain('toggleDevTools');
    expect(packaged).not.toContain('reload');
    expect(packaged).not.toContain('forceReload');
    const development = everyItem(menuTemplate({ isPackaged: false, platform: 'linux' }, actions())).map((entry) => entry.role);
    expect(development).toContain('toggleDevTools');
    expect(development).toContain('reload');
    for (const roles of [packaged, development]) expect(roles.filter((role) => /zoom/i.test(role ?? ''))).toEqual([]);
  });

  it('follows macOS conventions: an app menu with Quant a and Surt, no Surt in Fitxer', () => {
    const a = actions();
    const template = menuTemplate({ isPackaged: true, platform: 'darwin' }, a);
    expect(template.map((menu) => menu.label)).toEqual(['Revista Estany', 'Fitxer', 'Edició', 'Visualització', 'Finestra', 'Ajuda']);
    const appMenu = submenu(template, 'Revista Estany');
    item(appMenu, 'Quant a Revista Estany').click?.();
    expect(a.showAbout).toHaveBeenCalled();
    expect(item(appMenu, 'Surt de Revista Estany').role).toBe('quit');
    expect(submenu(template, 'Fitxer').some((entry) => entry.role === 'quit')).toBe(false);
  });
});

describe('menu commands in the renderer', () => {
  it('lead to the workspace with its action, or to the screen asked for', () => {
    expect(menuCommandPath({ type: 'open-package' })).toBe('/redaccio?accio=obre-paquet');
    expect(menuCommandPath({ type: 'sync' })).toBe('/redaccio?accio=sincronitza');
    expect(menuCommandPath({ type: 'export-pdf' })).toBe('/redaccio?accio=exporta-pdf');
    expect(menuCommandPath({ type: 'backup' })).toBe('/redaccio?accio=copia');
    expect(menuCommandPath({ type: 'navigate', path: '/admin-dashboard-2024' })).toBe('/admin-dashboard-2024');
    expect(menuCommandPath({ type: 'new-edition' })).toBe('/redaccio/nova-edicio');
  });

  it("write 'Nou article' in the draft edition in view, or else in the latest draft, or nowhere", () => {
    const editions = [
      { number: 50, status: 'draft' as const },
      { number: 52, status: 'draft' as const },
      { number: 49, status: 'published' as const },
    ];
    expect(editionForNewArticle(50, editions)).toBe(50);
    expect(editionForNewArticle(null, editions)).toBe(52);
    expect(editionForNewArticle(49, editions)).toBe(52);
    expect(editionForNewArticle(null, [{ number: 49, status: 'published' }])).toBeNull();
  });

  it('never leave the app for another host', () => {
    expect(menuCommandPath({ type: 'navigate', path: '//evil.example/x' })).toBe('/redaccio');
    expect(menuCommandPath({ type: 'navigate', path: 'https://evil.example/' })).toBe('/redaccio');
  });
});
