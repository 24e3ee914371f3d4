/**
 * Every page's module, found by its file name (`<name>.route.ts` in its page's folder: a route id
 * of the address book, or `kiosk`, `notFound`) and loaded on demand. An address is matched once
 * (on the server for its request, server/http/requestPath.ts; in the browser here); the module's source path is its key in Vite's build manifest, by which the server names the
 * page's code and styles in its HTML.
 */
import { matchAddress, type PathClass, type PathMatch, type RouteId, type RouteMatch } from '../common/routes/index.js';
import { lazyScreen, type LazyScreen } from './components/lazyScreen.js';
import type { OtherPage, PageModule } from './pages/page.js';

export type PageName = RouteId | 'kiosk' | 'notFound';

type Loaded = { default: PageModule | OtherPage };

// Home is in the first bundle, its screen too: the page most visits open draws without waiting for another chunk.
const IN_ENTRY = import.meta.glob<Loaded>('./pages/home/home.route.ts', { eager: true });
const ON_DEMAND = import.meta.glob<Loaded>(['./pages/*/*.route.ts', './pages/*/*.route.tsx', './shell/kiosk/kiosk.route.ts', '!./pages/home/home.route.ts']);
const FILES: Record<string, () => Promise<Loaded>> = {
  ...ON_DEMAND,
  ...Object.fromEntries(Object.entries(IN_ENTRY).map(([file, module]) => [file, () => Promise.resolve(module)])),
};

const nameOf = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.route\.tsx?$/, '');

const MODULES = new Map(Object.entries(FILES).map(([file, load]) => [nameOf(file), { key: file.replace(/^\.\//, ''), load }]));

/** The page an address opens: its module's name, its route and parameters (none for the kiosk and a missing page), its path's class. */
export interface PageAddress {
  name: PageName;
  match: RouteMatch | null;
  /** The module's manifest key. */
  module: string;
  /** The path's class as every rule about paths sees it (common/routes/classify.ts): only a reader's page is drawn by the server. */
  pathClass: PathClass;
}

function moduleOf(name: PageName) {
  const module = MODULES.get(name);
  if (!module) throw new Error(`No page module for ${name}: add renderer/pages/<page>/${name}.route.ts`);
  return module;
}

/** The page of a path matched already against the address book (on the server, once per request). */
export function pageOf({ pathClass, match }: PathMatch): PageAddress {
  if (pathClass === 'kiosk') return { name: 'kiosk', match: null, module: moduleOf('kiosk').key, pathClass };
  const name = match?.route.id ?? 'notFound';
  return { name, match, module: moduleOf(name).key, pathClass };
}

/** The page at an address the browser opens: its one match against the address book. */
export const pageAt = (pathname: string): PageAddress => pageOf(matchAddress(pathname));

/** The names every page module answers to (the address book's route ids, the kiosk, a missing page). */
export const PAGE_NAMES: readonly string[] = [...MODULES.keys()];

const loading = new Map<PageName, Promise<PageModule | OtherPage>>();

/** A page's module, loaded once. */
export function loadPage(name: PageName): Promise<PageModule | OtherPage> {
  let module = loading.get(name);
  if (!module) {
    module = moduleOf(name)
      .load()
      .then((m) => m.default);
    loading.set(name, module);
  }
  return module;
}

const screens = new Map<PageName, LazyScreen<{ route?: unknown }>>();

/** A page's screen: its module, then the screen's code, loaded once; once both are in, it draws without suspending. */
export function pageScreen(name: PageName): LazyScreen<{ route?: unknown }> {
  let screen = screens.get(name);
  const inEntry = IN_ENTRY[`./pages/${name}/${name}.route.ts`];
  if (!screen && inEntry) {
    screen = inEntry.default.screen as LazyScreen<{ route?: unknown }>;
    screens.set(name, screen);
  }
  if (!screen) {
    screen = lazyScreen(async () => (await loadPage(name)).screen.preload() as Promise<{ default: (props: { route?: unknown }) => React.ReactNode }>);
    screens.set(name, screen);
  }
  return screen;
}
