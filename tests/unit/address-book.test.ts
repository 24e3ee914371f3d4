/**
 * The address book (common/routes) and the tables built from it agree: every route built with the
 * path builders is found again by the matcher as that route, the classification of each page
 * follows its route, the reader and kiosk tables are the spec's route table, and the server's
 * page-meta dispatch and the renderer's two routers have one entry per kind of route.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { kioskTarget } from '../../common/kiosk.js';
import { robotsFor } from '../../common/robots.js';
import {
  NOT_FOUND,
  PAGE_ROUTES,
  READER_ROUTES,
  ROUTE_CLASS,
  classifyPath,
  isKioskPath,
  kioskInnerPath,
  matchPageRoute,
  paths,
  type PageRoute,
} from '../../common/routes/index.js';
import { SECTION_KEYS } from '../../common/sections.js';
import { menuCommandPath } from '../../common/staff.js';
import { isTrackedPath } from '../../common/tracking.js';
import { PAGE_NAMES } from '../../renderer/pageModules.js';

/** One address of each route, built with the builders (with a value for each `:name`). */
function sample(route: PageRoute): string {
  switch (route.id) {
    case 'home': return paths.home();
    case 'section': return paths.section(route.section);
    case 'archive': return paths.archive();
    case 'search': return paths.search();
    case 'searchDashboard': return paths.searchDashboard();
    case 'connectionsDashboard': return paths.connectionsDashboard();
    case 'workspace': return paths.workspace();
    case 'deskNewEdition': return paths.deskNewEdition();
    case 'deskEdition': return paths.deskEdition(60);
    case 'deskNewArticle': return paths.deskNewArticle(60);
    case 'deskArticle': return paths.deskArticle('a1b2');
    case 'deskAuthors': return paths.deskAuthors();
    case 'deskNewAuthor': return paths.deskNewAuthor();
    case 'deskAuthor': return paths.deskAuthor('f00d');
    case 'deskMedia': return paths.deskMedia();
    case 'deskPeople': return paths.deskPeople();
    case 'deskSessions': return paths.deskSessions();
    case 'deskInvitation': return paths.deskInvitation('q1w2-E3_r4q1w2-E3_r4q1w2');
    case 'deskPasswordReset': return paths.deskPasswordReset('q1w2-E3_r4q1w2-E3_r4q1w2');
    case 'deskRecord': return paths.deskRecord();
    case 'deskCalendar': return paths.deskCalendar();
    case 'edition': return paths.edition(48);
    case 'editionPdf': return paths.editionPdf(48);
    case 'authors': return paths.authors();
    case 'author': return paths.author('maria-roca');
    case 'article': return paths.article('llibres', 'la-placa-del-diamant');
  }
}

const ROUTE_IDS = Object.keys(ROUTE_CLASS).sort();

describe('the address book', () => {
  it('writes the addresses of spec §2', () => {
    expect(paths.home()).toBe('/');
    expect(paths.section('llibres')).toBe('/llibres');
    expect(paths.article('llibres', 'una-lectura')).toBe('/llibres/una-lectura');
    expect(paths.archive()).toBe('/arxiu');
    expect(paths.edition(7)).toBe('/edicio/7');
    expect(paths.editionPdf(7)).toBe('/edicio/7/pdf');
    expect(paths.authors()).toBe('/autors');
    expect(paths.author('joan fuster')).toBe('/autor/joan%20fuster');
    expect(paths.search()).toBe('/cerca');
    expect(paths.search('  plaça del diamant ')).toBe('/cerca?q=pla%C3%A7a%20del%20diamant');
    expect(paths.searchWith(new URLSearchParams({ q: 'mar', page: '2' }))).toBe('/cerca?q=mar&page=2');
    expect(paths.searchWith(new URLSearchParams())).toBe('/cerca');
    expect(paths.searchDashboard()).toBe('/admin-dashboard-2024');
    expect(paths.connectionsDashboard()).toBe('/admin-connections-2024');
    expect(paths.workspace()).toBe('/redaccio');
    expect(paths.workspace('copia')).toBe('/redaccio?accio=copia');
    expect(paths.deskNewEdition()).toBe('/redaccio/nova-edicio');
    expect(paths.deskEdition(60)).toBe('/redaccio/edicio/60');
    expect(paths.deskNewArticle(60)).toBe('/redaccio/edicio/60/nou-article');
    expect(paths.deskArticle('a 1')).toBe('/redaccio/article/a%201');
    expect(paths.deskAuthors()).toBe('/redaccio/autors');
    expect(paths.deskNewAuthor()).toBe('/redaccio/nou-autor');
    expect(paths.deskAuthor('a 1')).toBe('/redaccio/autor/a%201');
    expect(paths.deskMedia()).toBe('/redaccio/mediateca');
    expect(paths.deskPeople()).toBe('/redaccio/persones');
    expect(paths.deskSessions()).toBe('/redaccio/sessions');
    expect(paths.deskRecord()).toBe('/redaccio/registre');
    expect(paths.deskCalendar()).toBe('/redaccio/calendari');
    expect(paths.kiosk()).toBe('/quiosc');
    expect(paths.kiosk(paths.edition(4))).toBe('/quiosc/edicio/4');
  });

  it('lists the route table in the spec’s order, the workspace beside the dashboards, the article catch-all last', () => {
    expect(PAGE_ROUTES.map((r) => r.pattern)).toEqual([
      '/',
      ...SECTION_KEYS.map((key) => `/${key}`),
      '/arxiu',
      '/cerca',
      '/admin-dashboard-2024',
      '/admin-connections-2024',
      '/redaccio',
      '/redaccio/nova-edicio',
      '/redaccio/edicio/:number',
      '/redaccio/edicio/:number/nou-article',
      '/redaccio/article/:id',
      '/redaccio/autors',
      '/redaccio/nou-autor',
      '/redaccio/autor/:id',
      '/redaccio/mediateca',
      '/redaccio/persones',
      '/redaccio/sessions',
      '/redaccio/invitacio/:token',
      '/redaccio/contrasenya/:token',
      '/redaccio/registre',
      '/redaccio/calendari',
      '/edicio/:number',
      '/edicio/:number/pdf',
      '/autors',
      '/autor/:slug',
      '/:section/:url',
    ]);
    expect(PAGE_ROUTES.at(-1)?.id).toBe('article');
    expect([...new Set(PAGE_ROUTES.map((r) => r.id))].sort()).toEqual(ROUTE_IDS);
  });

  it.each(PAGE_ROUTES.map((route) => [sample(route), route] as const))('finds %s again as its own route, of its own class', (address, route) => {
    const match = matchPageRoute(address);
    expect(match?.route).toBe(route);
    expect(classifyPath(address)).toBe(ROUTE_CLASS[route.id]);
    // A trailing slash and fixed segments in another case are the same route, as in react-router.
    expect(matchPageRoute(`${address === '/' ? '' : address}/`)?.route).toBe(route);
  });

  it('gives the route parameters back decoded', () => {
    expect(matchPageRoute(paths.author('joan fuster'))?.params).toEqual({ slug: 'joan fuster' });
    expect(matchPageRoute(paths.article('llibres', 'la-plaça'))?.params).toEqual({ section: 'llibres', url: 'la-plaça' });
    expect(matchPageRoute(paths.editionPdf(3))?.params).toEqual({ number: '3' });
    expect(matchPageRoute('/EDICIO/3')?.route.id).toBe('edition');
    expect(matchPageRoute('/llibres/%E0%A4%A')).toBeNull();
    expect(matchPageRoute('/a/b/c/d')).toBeNull();
  });

  it('classifies every other path: the kiosk, staff folders, the API, media and files, unknown pages', () => {
    const cases: [string, string][] = [
      ['/quiosc', 'kiosk'],
      ['/quiosc/edicio/3/pdf', 'kiosk'],
      ['/quioscs', 'reader'],
      ['/redaccio/no-existeix', 'staff'],
      ['/admin-dashboard-2024/x', 'staff'],
      ['/redaccions', 'reader'],
      ['/api/issues/latest', 'api'],
      ['/api', 'api'],
      ['/api/images/coberta.jpg', 'media'],
      ['/api/videos/entrevista.mp4', 'media'],
      ['/assets/index-abc123.js', 'media'],
      ['/placeholder-image.svg', 'media'],
      ['/sitemap.xml', 'media'],
      ['/feeds/rss.xml', 'media'],
      ['/a/b/c', 'reader'],
      ['/llibres/pdf', 'reader'],
    ];
    for (const [path, kind] of cases) expect(classifyPath(path), path).toBe(kind);
    expect(kioskInnerPath('/quiosc')).toBe('/');
    expect(kioskInnerPath('/quiosc/autors')).toBe('/autors');
  });

  it('keeps the texts of a missing page beside the routes', () => {
    expect(NOT_FOUND.page).toEqual({ heading: 'Pàgina no trobada', text: 'La pàgina que busques no existeix o ha estat moguda.' });
    expect(NOT_FOUND.article.heading).toBe('Article no trobat');
    expect(NOT_FOUND.editionNumber.heading).toBe("Número d'edició no vàlid");
    expect(NOT_FOUND.edition.heading).toBe('Edició no trobada');
    expect(NOT_FOUND.author.heading).toBe('Autor no trobat');
  });
});

describe('the tables built from it agree', () => {
  it('the kiosk and the public site share the reader routes, in the same order', () => {
    expect(READER_ROUTES).toEqual(PAGE_ROUTES.filter((r) => ROUTE_CLASS[r.id] === 'reader'));
    expect(READER_ROUTES.map((r) => r.id)).not.toContain('editionPdf');
    expect(READER_ROUTES.at(-1)?.id).toBe('article');
  });

  it('every kind of route has its page module (renderer/pages/<page>/<id>.route.ts), besides the kiosk and a missing page', () => {
    expect([...PAGE_NAMES].sort()).toEqual([...ROUTE_IDS, 'kiosk', 'notFound'].sort());
  });

  it.each(PAGE_ROUTES.map((route) => [sample(route), ROUTE_CLASS[route.id]] as const))(
    'robots, page views and the kiosk treat %s as a %s page',
    (address, kind) => {
      expect(robotsFor(address)).toBe(kind === 'staff' ? 'noindex, nofollow' : null);
      expect(isTrackedPath(address)).toBe(kind === 'reader');
      expect(isTrackedPath(paths.kiosk(address))).toBe(kind === 'reader');
      expect(robotsFor(paths.kiosk(address))).toBe('noindex');
      expect(isKioskPath(paths.kiosk(address))).toBe(true);
      const inKiosk = kioskTarget(paths.kiosk(address), 'https://revista.example');
      expect(inKiosk).toEqual(kind === 'reader' ? { kind: 'inside', path: address } : { kind: 'refused' });
    },
  );

  it('the desktop menu leads to the address book’s workspace', () => {
    expect(menuCommandPath({ type: 'backup' })).toBe(paths.workspace('copia'));
    expect(menuCommandPath({ type: 'navigate', path: 'https://evil.example/' })).toBe(paths.workspace());
  });

  // The renderer's two routers are checked as text (drawing them needs a DOM): they are the address
  // book's lists, each route drawing its page module's screen, with no route path of their own but
  // the fallback.
  it.each([
    ['renderer/routes.tsx', 'PAGE_ROUTES'],
    ['renderer/shell/kiosk/KioskApp.tsx', 'READER_ROUTES'],
  ])('%s builds its routes from %s', (file, list) => {
    const source = fs.readFileSync(file, 'utf8');
    expect(source).toContain(`${list}.map((route) => (`);
    expect(source).toMatch(/path=\{route\.pattern\} element=\{(<Lazy>)?<PageScreen key=\{(route\.pattern|screenKey\(route\))\} name=\{route\.id\} route=\{route\} \/>/);
    expect(source.match(/path="[^"]*"/g)).toEqual(['path="*"']);
    expect(source).not.toContain('<Route index');
  });
});
