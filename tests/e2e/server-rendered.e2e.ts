/**
 * Reader pages arrive drawn by the server with the app's own components, then hydrate: the HTML
 * holds the first screen, a reader without JavaScript can read and move around, and with
 * JavaScript hydration neither complains nor asks the API again, at phone and desktop widths and
 * in a time zone other than the magazine's.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ArticleList, AuthorList, IssueList, IssueWithArticles } from '../../common/types.js';

const SECTIONS = ['articles', 'creacio', 'entrevistes', 'llibres', 'llocs', 'recomanacions'];

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  return (await (await request.get(path)).json()) as T;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00a0' };
/** The text of some HTML, tags dropped and entities read. */
const plain = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, e: string) => ENTITIES[e]!);

/** The text of the page as sent, without what a browser would not show as the page (head, scripts, noscript). */
async function visibleHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const body = (await response.text()).split(/<body>/i)[1] ?? '';
  return plain(body.replace(/<(script|noscript)\b[\s\S]*?<\/\1>/gi, ''));
}

interface ReaderRoutes {
  home: IssueWithArticles;
  article: { path: string; title: string; firstParagraph: string };
  edition: number;
  author: string;
  all: string[];
}

async function readerRoutes(request: APIRequestContext): Promise<ReaderRoutes> {
  const home = await json<IssueWithArticles>(request, '/api/issues/latest');
  const first = home.articles[0]!;
  const article = await json<{ title: string; text: { type: string; content?: unknown }[] }>(request, `/api/articles/${first.section}/${encodeURIComponent(first.url)}`);
  const paragraph = article.text.find((b) => b.type === 'paragraph' && typeof b.content === 'string' && b.content.length > 40);
  const authors = await json<AuthorList>(request, '/api/authors?limit=1');
  const path = `/${first.section}/${encodeURIComponent(first.url)}`;
  const edition = home.issue.number - 1;
  const author = authors.authors[0]!.slug;
  return {
    home,
    article: { path, title: plain(article.title), firstParagraph: plain(String(paragraph?.content ?? '')) },
    edition,
    author,
    all: ['/', path, ...SECTIONS.map((s) => `/${s}`), '/arxiu', `/edicio/${edition}`, '/autors', `/autor/${author}`, '/cerca?q=estany'],
  };
}

test.describe('the HTML of every reader page holds its first screen', () => {
  test('with its styles in the page, so nothing holds its first paint back', async ({ request }) => {
    const routes = await readerRoutes(request);
    for (const path of [routes.article.path, '/arxiu']) {
      const html = await (await request.get(path)).text();
      // What <noscript> holds is read only where scripts are off (it is text to a browser running them).
      const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
      expect(head, path).not.toMatch(/<link rel="stylesheet"/);
      expect(head.match(/<style data-href=/g)?.length ?? 0, `${path}: the app's styles and its screen's`).toBeGreaterThanOrEqual(2);
    }
  });

  test('home, article, edition and author', async ({ request }) => {
    const routes = await readerRoutes(request);
    const home = await visibleHtml(request, '/');
    expect(home).toContain(`Número ${routes.home.issue.number}`);
    for (const a of routes.home.articles.slice(0, 4)) expect(home).toContain((plain(a.title)));

    const article = await visibleHtml(request, routes.article.path);
    expect(article).toContain((routes.article.title));
    expect(article).toContain(routes.article.firstParagraph.slice(0, 40));

    const edition = await json<IssueWithArticles>(request, `/api/issues/numberdata/${routes.edition}`);
    const editionHtml = await visibleHtml(request, `/edicio/${routes.edition}`);
    for (const a of edition.articles.slice(0, 3)) expect(editionHtml).toContain((plain(a.title)));

    const profile = await json<{ name: string }>(request, `/api/authors/slug/${routes.author}`);
    expect(await visibleHtml(request, `/autor/${routes.author}`)).toContain((profile.name));
  });

  test('the lists: sections, archive, authors and search results', async ({ request }) => {
    for (const section of SECTIONS) {
      const list = await json<ArticleList>(request, `/api/articles?page=1&limit=12&section=${section}`);
      const html = await visibleHtml(request, `/${section}`);
      for (const a of list.articles.slice(0, 3)) expect(html, section).toContain((plain(a.title)));
    }
    const issues = await json<IssueList>(request, '/api/issues?limit=5');
    const archive = await visibleHtml(request, '/arxiu');
    for (const i of issues.issues) expect(archive).toContain((i.title));

    const authors = await json<AuthorList>(request, '/api/authors?page=1&limit=5&sort=name');
    const directory = await visibleHtml(request, '/autors');
    for (const a of authors.authors) expect(directory).toContain((a.name));

    const results = await json<{ articles: { title: string }[] }>(request, '/api/search?q=estany&limit=3');
    expect(results.articles.length).toBeGreaterThan(0);
    const search = await visibleHtml(request, '/cerca?q=estany');
    for (const r of results.articles) expect(search).toContain((plain(r.title)));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an article can be read, and the site moved around by its links', async ({ page, request }) => {
    const routes = await readerRoutes(request);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: `Número ${routes.home.issue.number}` })).toBeVisible();
    await page.getByRole('link', { name: plain(routes.home.articles[0]!.title) }).first().click();
    await expect(page).toHaveURL(new RegExp(`${routes.article.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(routes.article.title);
    await expect(page.locator('main')).toContainText(routes.article.firstParagraph.slice(0, 40));

    await page.getByRole('navigation', { name: 'Navegació principal' }).getByRole('link', { name: 'Autors' }).click();
    await expect(page).toHaveURL(/\/autors$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The directory's second page is a link too, so every author can be reached.
    const firstOnOne = await page.locator('main h2').first().textContent();
    await page.getByRole('navigation', { name: 'Paginació dels autors' }).getByRole('link', { name: 'Següent' }).click();
    await expect(page).toHaveURL(/\/autors\?page=2$/);
    await expect(page.getByText(/^Pàgina 2 de \d+$/)).toBeVisible();
    await expect(page.locator('main h2').first()).not.toHaveText(firstOnOne!);
    await page.getByRole('navigation', { name: 'Navegació principal' }).getByRole('link', { name: 'Llibres' }).click();
    await expect(page).toHaveURL(/\/llibres$/);
    await expect(page.locator('main li').first()).toBeVisible();
  });
});

/** Everything hydration says, and every API call the page makes after its HTML. */
function watch(page: Page): { problems: string[]; apiCalls: string[] } {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Data is read with GET; beacons and search records are posted.
    if (url.pathname.startsWith('/api/') && request.method() === 'GET' && request.resourceType() === 'fetch') {
      apiCalls.push(url.pathname + url.search);
    }
  });
  return { problems, apiCalls };
}

// Each width once, and each time zone once: the width changes the layout (what is in view, so
// what a list may load next) but not the markup a page hydrates, and the time zone the dates the
// browser writes but not the layout; no reader page draws by width in code (CSS does), so the
// other two pairs would show nothing these do not.
for (const [viewport, timezoneId] of [
  [{ width: 375, height: 812 }, 'Pacific/Kiritimati'],
  [{ width: 1440, height: 900 }, undefined],
] as const) {
  test.describe(`hydration at ${viewport.width} px${timezoneId ? ` in ${timezoneId}` : ''}`, () => {
    test.use({ viewport, ...(timezoneId ? { timezoneId } : {}) });

    test('no reader page logs a hydration error or asks the API again', async ({ page, request }) => {
      test.setTimeout(120_000);
      const routes = await readerRoutes(request);
      const seen = watch(page);
      for (const path of routes.all) {
        seen.problems.length = 0;
        seen.apiCalls.length = 0;
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated), { message: path }).toBe('true');
        expect.soft(seen.problems, path).toEqual([]);
        expect.soft(seen.apiCalls, path).toEqual([]);
      }
    });
  });
}

test('a missing article, section, author or edition hydrates from the 404 the server drew, without asking the API again', async ({ page }) => {
  const seen = watch(page);
  const missing = [
    ['/llibres/article-que-no-existeix', 'Article no trobat'],
    // An unknown section is the article catch-all's: its read is refused too.
    ['/seccio-que-no-existeix/un-article', 'Article no trobat'],
    ['/autor/autora-que-no-existeix', 'Autor no trobat'],
    ['/edicio/9999', "Error carregant l'edició"],
  ] as const;
  for (const [path, heading] of missing) {
    seen.apiCalls.length = 0;
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status(), path).toBe(404);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated), { message: path }).toBe('true');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect.soft(seen.apiCalls, path).toEqual([]);
  }
});
