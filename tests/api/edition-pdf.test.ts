/**
 * The edition PDF built on the server (admin only) with the same engine as the browser route:
 * opened by pdfinfo, read back by pdftotext, for several editions including the manual layout.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlToPlainLine } from '../../common/html.js';
import type { Article, Issue } from '../../common/types.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let dir: string;

beforeAll(async () => {
  // A public site, as PDFs for readers are made: its address is the one printed.
  server = await startTestServer({ publicUrl: 'https://revista.example' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-pdf-'));
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Printed {
  file: string;
  pages: number;
  headerPages: number;
  issue: Issue;
  articles: Article[];
}

async function printEdition(number: number): Promise<Printed> {
  const response = await server.send('GET', `/api/pdf/edition/${number}`, undefined, { admin: true });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toContain(`revista-estany-numero-${number}.pdf`);
  const file = path.join(dir, `edition-${number}.pdf`);
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const content = (await (await server.get(`/api/pdf/edition/${number}/content`)).json()) as { issue: Issue; articles: Article[] };
  return { file, pages, headerPages: Number(response.headers.get('x-page-count')), ...content };
}

const pageText = (file: string, page: number, layout = false) =>
  execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' });

/** Text as a reader searches it: no line-end hyphenation, l·l and hyphens folded, one space. */
const searchable = (text: string) =>
  text
    .normalize('NFC')
    .replace(/-\s*\n\s*/g, '')
    .replace(/[·‐-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A plain sentence of the article's running text, 30 to 160 characters long. */
function sentenceOf(article: Article): string {
  for (const block of article.text) {
    if (block.type !== 'paragraph' || block.className?.includes('image-foot')) continue;
    const text = block.pdf?.division ? htmlToPlainLine(block.pdf.division.contentPage ?? '') : htmlToPlainLine(block.content);
    const sentence = text.split(/(?<=[.!?…])\s+/).find((s) => s.length >= 30 && s.length <= 160);
    if (sentence) return sentence;
  }
  throw new Error(`No sentence in article ${article._id}`);
}

/** Article start pages as printed in the index (-layout keeps a title's first line and its number together). */
function indexPages(printed: Printed): number[] {
  let text = '';
  // The index opens on page 3 with 'Sumari'; its continuation pages say so too.
  for (let p = 3; p < printed.pages && /^\s*Sumari/.test(pageText(printed.file, p)); p++) text += pageText(printed.file, p, true);
  let from = 0;
  return printed.articles.map((article) => {
    const title = htmlToPlainLine(article.titlePdf || article.title);
    const firstWords = title.split(' ').slice(0, 3).join(' ');
    const at = text.indexOf(firstWords, from);
    expect(at, `index entry for «${title}»`).toBeGreaterThanOrEqual(0);
    const number = /\s(\d+)\s*$/m.exec(text.slice(at));
    from = at + firstWords.length;
    return Number(number?.[1]);
  });
}

async function latestNumber(): Promise<number> {
  const latest = (await (await server.get('/api/issues/latest')).json()) as { issue: Issue };
  return latest.issue.number;
}

describe('GET /api/pdf/edition/{number}', () => {
  it('is refused without the admin credential, and with a wrong one', async () => {
    const anonymous = await server.get('/api/pdf/edition/1');
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    const wrong = await server.get('/api/pdf/edition/1', { headers: { Authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(403);
  });

  it('answers 404 for a missing edition and 400 for a number that is not one', async () => {
    const missing = await server.send('GET', '/api/pdf/edition/9999', undefined, { admin: true });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('issue_not_found');
    const bad = await server.send('GET', '/api/pdf/edition/abc', undefined, { admin: true });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/number/);
    expect((await server.get('/api/pdf/edition/9999/content')).status).toBe(404);
  });

  it('prints the manual-layout edition (12) on the pages its blocks ask for', async () => {
    const printed = await printEdition(12);
    expect(printed.issue.pdfManual).toBe(true);
    const starts = indexPages(printed);
    const texts = Array.from({ length: printed.pages }, (_, i) => searchable(pageText(printed.file, i + 1)));
    let onPlan = 0;
    let planned = 0;
    printed.articles.forEach((article, i) => {
      // The plan's page numbers count from where the editors opened the article.
      const plannedOpening = Math.min(...article.text.map((b) => b.pdf?.page ?? Number.POSITIVE_INFINITY));
      const first = starts[i]!;
      const last = (starts[i + 1] ?? printed.pages) - 1;
      for (const block of article.text) {
        if (block.pdf?.page === undefined || !['paragraph', 'paragraph2', 'title', 'title2'].includes(block.type)) continue;
        const html = block.pdf.division?.contentPage || ('content' in block && typeof block.content === 'string' ? block.content : '');
        const words = searchable(htmlToPlainLine(html).split(' ').slice(0, 6).join(' '));
        if (words.length < 12) continue;
        let page = first;
        while (page <= last && !texts[page - 1]!.includes(words)) page++;
        expect(page, `«${words}» of «${article.title}» printed`).toBeLessThanOrEqual(last);
        const wanted = first + block.pdf.page - plannedOpening;
        // Never before the page the editors chose; a page they overfilled may push text on.
        expect(page, `«${words}» not before its page`).toBeGreaterThanOrEqual(wanted);
        planned++;
        if (page === wanted) onPlan++;
      }
    });
    expect(planned).toBeGreaterThan(40);
    expect(onPlan / planned).toBeGreaterThanOrEqual(0.85);
  });

  it.each([
    ['the newest edition', 'latest'],
    ['the first edition', 0],
    ['the manual-layout edition', 12],
    ['an edition from 2022', 27],
  ] as const)('prints %s with every title, a sentence of each article and its index right', async (_label, which) => {
    const number = which === 'latest' ? await latestNumber() : which;
    const printed = await printEdition(number);
    expect(printed.pages).toBe(printed.headerPages);
    // Cover, credits, at least one index page, one page per article at least, closing page.
    expect(printed.pages).toBeGreaterThanOrEqual(printed.articles.length + 4);
    expect(pageText(printed.file, 1)).toContain(`Número ${number}`);
    expect(pageText(printed.file, 1)).toContain(printed.issue.title);
    expect(pageText(printed.file, 2)).toContain('HAN COL·LABORAT EN AQUEST NÚMERO');
    expect(pageText(printed.file, printed.pages)).toContain('Llegiu aquest número en línia');

    const fonts = execFileSync('pdffonts', [printed.file], { encoding: 'utf8' });
    expect(fonts).toMatch(/SourceSerif4\S*\s+CID TrueType\s+Identity-H\s+yes/);

    const full = execFileSync('pdftotext', [printed.file, '-'], { encoding: 'utf8' });
    expect(full).not.toContain('\u00ad');
    const index = indexPages(printed);
    index.forEach((start, i) => {
      const article = printed.articles[i]!;
      const end = i + 1 < index.length ? index[i + 1]! - 1 : printed.pages - 1;
      expect(end).toBeGreaterThanOrEqual(start);
      const title = htmlToPlainLine(article.titlePdf || article.title);
      expect(searchable(pageText(printed.file, start)), `title «${title}» on page ${start}`).toContain(searchable(title));
      let body = '';
      for (let p = start; p <= end; p++) body += pageText(printed.file, p);
      expect(searchable(body), `a sentence of «${title}»`).toContain(searchable(sentenceOf(article)));
    });

    // Every Catalan letter of the source comes back out as itself.
    const source = printed.articles.map((a) => a.text.map((b) => ('content' in b && typeof b.content === 'string' ? htmlToPlainLine(b.content) : '')).join(' ')).join(' ');
    for (const letter of ['à', 'è', 'é', 'í', 'ï', 'ò', 'ó', 'ú', 'ü', 'ç', 'l·l', '«', '»', '’', '—']) {
      if (source.includes(letter)) expect(full.normalize('NFC'), `letter ${letter}`).toContain(letter);
    }
  });
});

describe('the address a PDF prints', () => {
  it('is PUBLIC_URL on the public site, and the configured public site on a staff copy, in the browser’s PDF and the server’s', async () => {
    expect(await server.json<{ url: string }>('/api/pdf/site')).toEqual({ url: server.config.publicUrl });
    // A site that never answers (.invalid is never a real name): a personal token is kept for it, as offline.
    const set = await server.send('PUT', '/api/admin/remote', { url: 'https://revista.invalid/', credential: `estany_${'p'.repeat(43)}` }, { admin: true });
    expect(set.status).toBe(200);
    try {
      expect(await server.json<{ url: string }>('/api/pdf/site')).toEqual({ url: 'https://revista.invalid' });
      const printed = await printEdition(48);
      const text = execFileSync('pdftotext', [printed.file, '-'], { encoding: 'utf8' });
      expect(text).toContain('revista.invalid');
      expect(text).not.toMatch(/localhost|127\.0\.0\.1/);
    } finally {
      await server.send('DELETE', '/api/admin/remote', undefined, { admin: true });
    }
  });

  it('is none where only a local address is known (the default PUBLIC_URL, no public site configured): no dead code or address', async () => {
    const local = await startTestServer();
    try {
      expect(local.config.publicUrl).toBe('http://localhost:3000');
      const response = await local.send('GET', '/api/pdf/edition/48', undefined, { admin: true });
      expect(response.status).toBe(200);
      const file = path.join(dir, 'local-48.pdf');
      fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
      expect(text).not.toMatch(/localhost|127\.0\.0\.1|Llegiu aquest número en línia/);
      expect(text).toContain('redaccio@revistaestany.cat');
    } finally {
      await local.close();
    }
  });
});
