import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, ArticleList, Issue } from '../../common/types.js';
import { importMagazine } from '../../server/import/importMagazine.js';
import { folderMediaStore } from '../../server/media/store.js';
import { contentWriter, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let dir: string;
let mediaDir: string;

const article = (id: string, issueNumber: number, url: string, extra: Partial<Article> = {}) => ({
  _id: { $oid: id },
  title: `La <em>col·lecció</em> de ${url}`,
  section: 'llibres',
  url,
  summary: 'Un text sobre l’estany.<script>alert(1)</script>',
  text: [
    { type: 'paragraph', content: 'Zanzibarsquid és una paraula inventada que només surt aquí.' },
    { type: 'carousel', items: [] },
  ],
  authors: ['Autora Importada'],
  imageCard: 'importada.jpg',
  data: '3/2/2025',
  issueNumber,
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-import-'));
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-import-media-'));
  const existing = ((await (await server.get('/api/articles?limit=1')).json()) as ArticleList).articles[0]!;
  fs.writeFileSync(
    path.join(dir, 'issues.json'),
    JSON.stringify([
      { _id: 'imp-100', number: 100, publicationDate: { $date: '2025-02-01T00:00:00Z' }, title: 'Número importat', articlesOrder: ['a-2', 'a-1'] },
      { _id: 'imp-101', number: 101, publicationDate: '2025-03-01', title: 'Amb un article dolent', articlesOrder: ['b-1', 'b-bad'] },
      { _id: 'imp-102', number: 102, publicationDate: '2025-04-01', title: 'Amb un conflicte', articlesOrder: ['c-1', 'c-2'] },
      { _id: 'imp-103', number: 'cent-tres', publicationDate: '2025-05-01', title: 'Número no numèric' },
    ]),
  );
  fs.writeFileSync(
    path.join(dir, 'articles.json'),
    JSON.stringify([
      article('a-1', 100, 'primer-importat'),
      article('a-2', 100, 'segon-importat', { authors: undefined, author: 'Autora Importada' }),
      article('b-1', 101, 'bo-del-101'),
      { ...article('b-bad', 101, 'dolent-del-101'), data: 'ahir' },
      article('c-1', 102, 'conflicte-1'),
      // Same section and url as an article already published: the whole edition must not land.
      article('c-2', 102, existing.url, { section: existing.section }),
      article('d-1', 555, 'sense-edicio'),
    ]),
  );
  fs.writeFileSync(path.join(dir, 'authors.json'), JSON.stringify([{ _id: 'auth-imp', name: 'Autora Importada', specialties: ['Poesia'] }, { name: '' }]));
  fs.mkdirSync(path.join(dir, 'media'));
  fs.writeFileSync(path.join(dir, 'media', 'importada.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  fs.writeFileSync(path.join(dir, 'media', 'script.sh'), 'echo no');
});

afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('content import', () => {
  it('imports valid editions whole, rejects the rest with reasons, and leaves nothing half-imported', async () => {
    const report = await importMagazine(contentWriter(server.db, server.events), dir, folderMediaStore(mediaDir));
    expect(report).toMatchObject({ issues: 1, articles: 2, authors: 1, media: 1 });
    const reasons = Object.fromEntries(report.rejected.map((r) => [`${r.kind}:${r.id}`, `${r.code}: ${r.reason}`]));
    expect(reasons['article:b-bad']).toMatch(/^invalid_record: «data» ha de ser una data dia\/mes\/any/);
    expect(reasons['issue:imp-101']).toMatch(/^rejected_articles: Té articles rebutjats \(b-bad\)/);
    expect(reasons['issue:imp-102']).toMatch(/^address_taken: .*ja és d'una altra edició/);
    expect(reasons['issue:imp-103']).toMatch(/^invalid_record: «number»/);
    expect(reasons['article:d-1']).toMatch(/^edition_not_in_issues: L'edició 555 no és a issues\.json/);
    expect(reasons['author:#1']).toMatch(/^invalid_record: .*«name» no pot ser buit/);
    expect(reasons['media:script.sh']).toMatch(/^unsupported_media: /);
    expect(fs.existsSync(path.join(mediaDir, 'importada.jpg'))).toBe(true);

    const imported = (await (await server.get('/api/issues/numberdata/100')).json()) as { issue: Issue; articles: Article[] };
    expect(imported.issue.articlesOrder).toEqual(['a-2', 'a-1']);
    expect(imported.articles.map((a) => a._id)).toEqual(['a-2', 'a-1']);
    expect(imported.articles[0]!.summary).toBe('Un text sobre l’estany.');

    const full = (await (await server.get('/api/articles/llibres/primer-importat')).json()) as Article;
    expect(full.text.map((b) => b.type)).toEqual(['paragraph']);
    expect(full.authors).toEqual(['Autora Importada']);

    for (const n of [101, 102]) expect((await server.get(`/api/issues/number/${n}`)).status).toBe(404);
    expect((await server.get('/api/articles/llibres/conflicte-1')).status).toBe(404);
    expect((await server.get('/api/articles/llibres/bo-del-101')).status).toBe(404);

    const author = (await (await server.get('/api/authors/slug/autora-importada')).json()) as { stats: { totalArticles: number } };
    expect(author.stats.totalArticles).toBe(2);
  });

  it('keeps the search index in step with the import', async () => {
    const res = await server.get('/api/search?q=zanzibarsquid');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { articles: Article[] };
    expect(body.articles.map((a) => a._id).sort()).toEqual(['a-1', 'a-2']);
  });

  it('reports files that are not JSON arrays', async () => {
    const bad = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-import-bad-'));
    fs.writeFileSync(path.join(bad, 'issues.json'), '{ not json');
    fs.writeFileSync(path.join(bad, 'articles.json'), '{"a": 1}');
    const report = await importMagazine(contentWriter(server.db, server.events), bad, folderMediaStore(mediaDir));
    expect(report.rejected.map((r) => `${r.id}: ${r.code}: ${r.reason}`)).toEqual([
      expect.stringMatching(/^issues.json: invalid_json: No és JSON vàlid \(error a la posició 2\)/),
      expect.stringMatching(/^articles.json: not_a_list: Ha de contenir una llista JSON/),
    ]);
    fs.rmSync(bad, { recursive: true, force: true });
  });
});
