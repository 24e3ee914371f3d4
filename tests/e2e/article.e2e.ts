import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatArticleDate } from '../../common/dates.js';
import type { Article, IssueWithArticles } from '../../common/types.js';
import { drawInBrowser } from './drawInBrowser.js';
import { door } from './held.js';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** An article with every body element type of spec §2, served in place of the API's answer. */
const EVERY_BLOCK: Article = {
  _id: 'prova-blocs',
  title: 'Tots els <em>blocs</em> d’un article',
  section: 'llibres',
  url: 'prova-de-blocs',
  authors: ['Anna Soler', 'Pere Vila'],
  data: '7/3/2024',
  issueNumber: 48,
  text: [
    { type: 'paragraph', content: 'Era una nit de boira sobre l’estany.' },
    { type: 'title', content: 'Primera part' },
    { type: 'paragraph', content: 'Un paràgraf amb estil.', styles: '{"fontStyle":"italic","position":"fixed"}' },
    { type: 'paragraph', content: 'Un paràgraf amb imatge.', image: { name: 'bloc-imatge.jpg' } },
    { type: 'paragraph', content: 'Peu de la imatge anterior', className: 'image-foot' },
    { type: 'paragraph2', content: 'La memòria és una aigua que no s’atura.', reference: 'Maria Mercè Marçal' },
    { type: 'paragraph2', content: '«Una cançó és un poema que no s’està quiet.»', reference: 'Biel Cerdà' },
    { type: 'image-foot', content: 'Escanegeu el codi per obrir el mapa de Banyoles.', path: 'https://www.openstreetmap.org/search?query=Banyoles' },
    { type: 'title2', content: 'Un apartat' },
    { type: 'question', content: 'Com va començar tot?' },
    { type: 'image', name: 'bloc-figura.jpg', content: 'La riba de l’estany a l’hivern' },
    { type: 'video', name: 'bloc-video.webm', content: 'Lectura a la Porxada' },
    { type: 'youtube', content: 'https://www.youtube.com/embed/dQw4w9WgXcQ', foot: 'Conversa amb l’autora' },
    { type: 'biography', content: ['Rodoreda, M. <em>La plaça del Diamant</em>. Club Editor, 1962.'] },
    { type: 'footnotes', notes: [{ content: 'Primera nota.' }, { content: 'Segona nota.' }] },
    { type: 'diagram', content: 'NO HAURIA DE SORTIR' } as unknown as Article['text'][number],
  ],
};

/** The article is not in the demo: the server draws its 404, so the browser draws the page from these answers. */
async function serveEveryBlock(page: Page) {
  await drawInBrowser(page);
  await page.route('**/api/articles/llibres/prova-de-blocs', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(EVERY_BLOCK) }),
  );
  // The pictures are a drawn landscape; the video file is missing.
  await page.route(/\/api\/images\/bloc-/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#8aa"/></svg>',
    }),
  );
  await page.route(/\/api\/videos\/bloc-/, (route) => route.fulfill({ status: 404, body: '' }));
}

async function aDemoArticle(page: Page): Promise<Article> {
  const latest = (await (await page.request.get('/api/issues/latest')).json()) as IssueWithArticles;
  const first = latest.articles[0]!;
  const response = await page.request.get(`/api/articles/${first.section}/${first.url}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Article;
}

test.describe('article page on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('renders every body element type with the spec strings', async ({ page }) => {
    await serveEveryBlock(page);
    await page.goto('/llibres/prova-de-blocs');
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Tots els blocs d’un article');
    await expect(article.getByRole('link', { name: 'Llibres' })).toHaveAttribute('href', '/llibres');
    await expect(article.getByText('Anna Soler i Pere Vila', { exact: true })).toBeVisible();
    await expect(article.getByText('7 de març de 2024')).toBeVisible();

    await expect(article.getByRole('heading', { level: 2, name: 'Primera part' })).toBeVisible();
    await expect(article.getByRole('heading', { level: 3, name: 'Un apartat' })).toBeVisible();
    await expect(article.getByText('Com va començar tot?')).toBeVisible();
    // Styles: typographic properties apply, positioning does not.
    const styled = article.getByText('Un paràgraf amb estil.');
    await expect(styled).toHaveCSS('font-style', 'italic');
    await expect(styled).not.toHaveCSS('position', 'fixed');
    await expect(article.getByText('Peu de la imatge anterior')).toHaveCSS('text-align', 'center');
    // Between guillemets once: a quote that brings its own keeps them.
    await expect(article.locator('blockquote p')).toHaveText(['«La memòria és una aigua que no s’atura.»', '«Una cançó és un poema que no s’està quiet.»']);
    // The QR block shows its code on the page too, as print does, and the address as a link.
    const qr = article.getByRole('img', { name: 'Codi QR de www.openstreetmap.org/search?query=Banyoles' });
    await expect(qr).toHaveAttribute('src', /^\/api\/kiosk\/qr\?text=https/);
    await qr.scrollIntoViewIfNeeded();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(article.getByRole('link', { name: 'www.openstreetmap.org/search?query=Banyoles' })).toHaveAttribute('href', 'https://www.openstreetmap.org/search?query=Banyoles');
    await expect(article.locator('blockquote cite')).toHaveText(['Maria Mercè Marçal', 'Biel Cerdà']);

    // Images: capped at 600 px, space reserved, alt text from the caption.
    const figure = article.getByRole('img', { name: 'La riba de l’estany a l’hivern' });
    await expect(figure).toBeVisible();
    const box = await figure.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(600);
    expect(box!.height).toBeGreaterThan(100);
    // The two pictures, and the QR block's code.
    await expect(article.locator('img')).toHaveCount(3);

    await expect(article.getByText('El teu navegador no suporta el format de vídeo.')).toBeVisible();
    await expect(article.getByText('Lectura a la Porxada')).toBeVisible();

    const frame = article.locator('iframe');
    await expect(frame).toHaveAttribute('title', 'Conversa amb l’autora');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

    await expect(article.getByRole('heading', { level: 2, name: 'Bibliografia' })).toBeVisible();
    await expect(article.locator('li em', { hasText: 'La plaça del Diamant' })).toHaveCount(1);
    const notes = article.getByRole('region', { name: 'Notes' });
    await expect(notes.getByRole('listitem')).toHaveText(['Primera nota.', 'Segona nota.']);
    await expect(page.getByText('NO HAURIA DE SORTIR')).toHaveCount(0);

    await expect(article.getByText('Article publicat al número 48')).toBeVisible();
    await expect(article.getByRole('link', { name: '48', exact: true })).toHaveAttribute('href', '/edicio/48');
    await expect(page).toHaveTitle('Tots els blocs d’un article — Revista Estany');
  });

  test("a paragraph's picture has its caption directly under it, in its figure, before the paragraph's text", async ({ page }) => {
    await serveEveryBlock(page);
    await page.goto('/llibres/prova-de-blocs');
    const article = page.getByRole('article');
    const text = article.getByText('Un paràgraf amb imatge.');
    await expect(text).toBeVisible();
    const figure = article.locator('figure').filter({ has: page.getByText('Peu de la imatge anterior') });
    await expect(figure.locator('figcaption')).toHaveText('Peu de la imatge anterior');
    const picture = (await figure.getByRole('img').boundingBox())!;
    const caption = (await figure.locator('figcaption').boundingBox())!;
    const paragraph = (await text.boundingBox())!;
    expect(caption.y).toBeGreaterThanOrEqual(picture.y + picture.height);
    expect(caption.y + caption.height).toBeLessThanOrEqual(paragraph.y);
  });

  test('a demo article shows its section, authors without "Per", date, body and footer', async ({ page }) => {
    const article = await aDemoArticle(page);
    await page.goto(`/${article.section}/${article.url}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const byline = main.locator('header p').nth(1);
    await expect(byline).not.toHaveText(/^Per /);
    await expect(byline).toHaveText(new RegExp((article.authors[0] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(main.getByText(formatArticleDate(article.data), { exact: true })).toBeVisible();
    await expect(main.getByText(`Article publicat al número ${article.issueNumber}`)).toBeVisible();
    await expectNoAxeViolations(page);

    await main.getByRole('link', { name: "Tornar a l'inici" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Número \d+$/ })).toBeVisible();
  });

  test('shows "Carregant article..." while the article loads', async ({ page }) => {
    await drawInBrowser(page);
    const answer = door();
    await page.route('**/api/articles/llibres/prova-de-blocs', async (route) => {
      await answer.passed;
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(EVERY_BLOCK) });
    });
    await page.goto('/llibres/prova-de-blocs');
    await expect(page.getByRole('status').filter({ hasText: 'Carregant article...' })).toBeVisible();
    answer.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tots els blocs d’un article');
  });

  test('a missing article shows "Article no trobat" with a link home', async ({ page }) => {
    await page.goto('/llibres/aquest-article-no-existeix');
    await expect(page.getByRole('heading', { level: 1, name: 'Article no trobat' })).toBeVisible();
    await expect(page.getByText("L'article que busques no existeix o ha estat mogut.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tornar a provar' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: "Tornar a l'inici" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a failing load shows "Article no trobat" with the load error and a retry that works', async ({ page }) => {
    await drawInBrowser(page);
    let fail = true;
    await page.route('**/api/articles/llibres/prova-de-blocs', (route) =>
      fail
        ? route.fulfill({ status: 500, body: '{}' })
        : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(EVERY_BLOCK) }),
    );
    await page.goto('/llibres/prova-de-blocs');
    await expect(page.getByRole('heading', { level: 1, name: 'Article no trobat' })).toBeVisible();
    await expect(page.getByText("L'article que busques no existeix o ha estat mogut.")).toBeVisible();
    await expect(page.getByText("Error carregant l'article. Si us plau, torna-ho a provar.")).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Tornar a provar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tots els blocs d’un article');
  });
});

test.describe('article page on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('reads within the screen width and passes axe', async ({ page }) => {
    await serveEveryBlock(page);
    await page.goto('/llibres/prova-de-blocs');
    await expect(page.getByRole('heading', { level: 2, name: 'Bibliografia' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The YouTube frame is third-party content that axe cannot enter offline.
    const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
