/**
 * What the SEO tests need around the test server: a built-renderer stand-in (an index.html with
 * the structure of renderer/index.html), a media folder whose images have known sizes, and a
 * way to add an article straight through the database (as an import or a bad editor could).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeEntities } from '../../common/html.js';
import type { Db } from '../../server/db/connection.js';
import { SERVER_ENTRY } from '../../server/web/serverRender.js';
import { startTestServer, type TestServer } from './harness.js';

export const PUBLIC_URL = 'https://revista.example';
export const IMAGE_SIZE = { width: 1200, height: 800 };

export const FIXTURE_INDEX_HTML = `<!doctype html>
<html lang="ca">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Revista Estany — Una revista de cultura, literatura i pensament en català</title>
    <meta name="description" content="Una revista de cultura, literatura i pensament en català, feta des de Banyoles." />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/index-fixture.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * The renderer's own server entry (its page modules' reads and metadata), asked for metadata only:
 * the pages are the browser's to draw, so what these tests read is the head a crawler gets.
 */
const DESCRIBING_ENTRY = `import { render as describeAndDraw } from ${JSON.stringify(path.resolve('renderer/entry-server.tsx'))};
export const render = (request) => describeAndDraw({ ...request, draw: false });
`;

/** The smallest JPEG header that names its size: SOI, then a SOF0 segment. */
function jpegHeader(width: number, height: number): Buffer {
  const b = Buffer.alloc(64);
  b.set([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3]);
  return b;
}

/** A renderer folder and a media folder holding every image the database names. */
async function seoFolders(db: Db): Promise<{ rendererDir: string; mediaDir: string; cleanup(): void }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-seo-'));
  const rendererDir = path.join(root, 'renderer');
  const mediaDir = path.join(root, 'media');
  fs.mkdirSync(rendererDir);
  fs.mkdirSync(mediaDir);
  fs.writeFileSync(path.join(rendererDir, 'index.html'), FIXTURE_INDEX_HTML);
  fs.mkdirSync(path.join(root, 'ssr'));
  fs.writeFileSync(path.join(root, 'ssr', SERVER_ENTRY), DESCRIBING_ENTRY);
  const names = new Set<string>(['seo-hostile.jpg']);
  for (const [table, column] of [['articles', 'image_card'], ['issues', 'cover_image'], ['authors', 'photo']] as const) {
    const rows: Record<string, string | null>[] = await db(table).distinct(column).whereNotNull(column);
    for (const row of rows) if (row[column]) names.add(row[column]);
  }
  for (const name of names) {
    if (/^[\w][\w.-]*$/.test(name)) fs.writeFileSync(path.join(mediaDir, name), jpegHeader(IMAGE_SIZE.width, IMAGE_SIZE.height));
  }
  return { rendererDir, mediaDir, cleanup: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/**
 * A test server on the public address with the fixture's renderer page (described by the renderer's server entry) and a media folder holding
 * every image the demo content names (read through a first server on the same database copy).
 */
export async function startSeoServer(): Promise<{ server: TestServer; mediaDir: string; cleanup(): void }> {
  const probe = await startTestServer();
  const folders = await seoFolders(probe.db);
  await probe.close();
  const server = await startTestServer({ rendererDir: folders.rendererDir, mediaDir: folders.mediaDir, publicUrl: PUBLIC_URL });
  return { server, mediaDir: folders.mediaDir, cleanup: folders.cleanup };
}

export interface InsertedArticle {
  section: string;
  url: string;
  authorName: string;
  issueNumber: number;
}

/** Adds an article to the newest edition, credited to an existing author, dated after everything else. */
export async function insertArticle(db: Db, fields: { id: string; url: string; title: string; summary: string; section?: string }): Promise<InsertedArticle> {
  const issue: { number: number } = await db('issues').orderBy('number', 'desc').first();
  const author: { id: string; name: string } = await db('authors').where('active', true).orderBy('id').first();
  const section = fields.section ?? 'llibres';
  await db('articles').insert({
    id: fields.id,
    issue_number: issue.number,
    position: 9999,
    section,
    url: fields.url,
    title: fields.title,
    title_pdf: null,
    summary: fields.summary,
    image_card: 'seo-hostile.jpg',
    data: '31/12/2099',
    published_on: '2099-12-31',
    year: 2099,
    featured: false,
    body: JSON.stringify([{ type: 'paragraph', content: `Cos de l'article: ${fields.summary}` }]),
    updated_at: new Date().toISOString(),
  });
  await db('article_authors').insert({ article_id: fields.id, position: 0, name: author.name, author_id: author.id });
  return { section, url: fields.url, authorName: author.name, issueNumber: Number(issue.number) };
}

// ---------------------------------------------------------------------------------------------
// Reading the HTML the server sends, as a crawler without JavaScript does

export function titleOf(html: string): string | undefined {
  const m = /<title>([^<]*)<\/title>/.exec(html);
  return m ? decodeEntities(m[1]!) : undefined;
}

/** Values of <meta name|property="key" content="...">, decoded; a value that broke out of its quotes would not match. */
export function metaValues(html: string, key: string): string[] {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`<meta (?:name|property)="${escaped}" content="([^"<>]*)">`, 'g');
  return [...html.matchAll(re)].map((m) => decodeEntities(m[1]!));
}

export const metaValue = (html: string, key: string) => metaValues(html, key)[0];

export function linkHref(html: string, rel: string, type?: string): string[] {
  const re = /<link rel="([^"]+)"(?: type="([^"]+)")?(?: title="[^"]*")? href="([^"]*)">/g;
  return [...html.matchAll(re)].filter((m) => m[1] === rel && (type === undefined || m[2] === type)).map((m) => decodeEntities(m[3]!));
}

export type JsonNode = Record<string, unknown>;

/** The JSON-LD blocks of a page, parsed, with the nodes of any @graph. */
export function jsonLdNodes(html: string): JsonNode[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as JsonNode);
  return blocks.flatMap((b) => (Array.isArray(b['@graph']) ? (b['@graph'] as JsonNode[]) : [b]));
}

export const nodeOfType = (nodes: JsonNode[], type: string) => nodes.find((n) => n['@type'] === type);

