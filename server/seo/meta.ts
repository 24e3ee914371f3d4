/**
 * What a page says about itself to crawlers and link previews, and its rendering into HTML:
 * head tags (title, description, canonical, Open Graph, Twitter card, feeds, prev/next, JSON-LD)
 * around the page's body, which the renderer draws (server/web/serverRender.ts).
 * Every value passes through escapeHtml or jsonForScript, so no content can leave its attribute.
 */
import { MAGAZINE } from '../../common/constants.js';
import { escapeHtml } from '../../common/html.js';
import { SERVER_STATE_ID } from '../../common/ssr.js';
import { jsonForScript } from '../../common/seo/jsonLd.js';
import type { PageMeta } from '../../common/seo/pageMeta.js';
import { preloadTag } from './preloads.js';

const attr = escapeHtml;
const metaName = (name: string, content: string) => `<meta name="${name}" content="${attr(content)}">`;
const metaProperty = (property: string, content: string) => `<meta property="${property}" content="${attr(content)}">`;

const TWITTER_HANDLE = `@${MAGAZINE.social.twitter.split('/').pop() ?? ''}`;

/** Tags that go into <head>, replacing the template's own <title> and description. */
function headHtml(meta: PageMeta): string {
  const tags = [
    ...(meta.preloads ?? []).map(preloadTag),
    `<title>${escapeHtml(meta.title)}</title>`,
    metaName('description', meta.description),
    `<link rel="canonical" href="${attr(meta.canonical)}">`,
  ];
  if (meta.robots) tags.push(metaName('robots', meta.robots));
  tags.push(
    metaProperty('og:type', meta.ogType),
    metaProperty('og:site_name', MAGAZINE.name),
    metaProperty('og:locale', 'ca_ES'),
    metaProperty('og:title', meta.heading),
    metaProperty('og:description', meta.description),
    metaProperty('og:url', meta.canonical),
  );
  if (meta.image) {
    tags.push(metaProperty('og:image', meta.image.url));
    if (meta.image.type) tags.push(metaProperty('og:image:type', meta.image.type));
    if (meta.image.width && meta.image.height) {
      tags.push(metaProperty('og:image:width', String(meta.image.width)), metaProperty('og:image:height', String(meta.image.height)));
    }
    tags.push(metaProperty('og:image:alt', meta.image.alt));
  }
  if (meta.article) {
    if (meta.article.publishedTime) tags.push(metaProperty('article:published_time', meta.article.publishedTime));
    for (const author of meta.article.authors) tags.push(metaProperty('article:author', author));
    tags.push(metaProperty('article:section', meta.article.section));
  }
  tags.push(
    metaName('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    metaName('twitter:site', TWITTER_HANDLE),
    metaName('twitter:title', meta.heading),
    metaName('twitter:description', meta.description),
  );
  if (meta.image) tags.push(metaName('twitter:image', meta.image.url), metaName('twitter:image:alt', meta.image.alt));
  for (const feed of meta.feeds) {
    const type = feed.type === 'rss' ? 'application/rss+xml' : 'application/atom+xml';
    tags.push(`<link rel="alternate" type="${type}" title="${attr(feed.title)}" href="${attr(feed.href)}">`);
  }
  if (meta.prev) tags.push(`<link rel="prev" href="${attr(meta.prev)}">`);
  if (meta.next) tags.push(`<link rel="next" href="${attr(meta.next)}">`);
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** The built index.html cut where a page's own tags go; the cuts are made once per build. */
export interface HtmlTemplate {
  head: string;
  beforeRoot: string;
  rest: string;
}

const EMPTY_ROOT = /<div\s+id=["']root["']\s*>\s*<\/div>/i;

/**
 * `timeZone`: the magazine's (MAGAZINE_TIME_ZONE), on `<html data-time-zone>`, where the browser
 * reads it before it draws a date (renderer/main.tsx).
 */
export function parseTemplate(html: string, timeZone?: string): HtmlTemplate {
  const withLang = /<html\b[^>]*\blang=/i.test(html) ? html : html.replace(/<html\b/i, '<html lang="ca"');
  const withZone = timeZone ? withLang.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => `<html${attributes} data-time-zone="${attr(timeZone)}">`) : withLang;
  const cleaned = withZone
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name=["']description["'][^>]*>/i, '');
  const headEnd = cleaned.search(/<\/head>/i);
  const rootAt = cleaned.search(EMPTY_ROOT);
  if (headEnd < 0 || rootAt < headEnd) throw new Error('index.html needs a </head> and an empty <div id="root"> after it');
  return { head: cleaned.slice(0, headEnd), beforeRoot: cleaned.slice(headEnd, rootAt), rest: cleaned.slice(rootAt) };
}

/** The page's body as the server rendered it: the app's markup and the data it was drawn with. */
export interface RenderedBody {
  html: string;
  state: unknown;
  /** Tags that go after the page's own head tags (the screen's stylesheets). */
  head?: string | undefined;
}

/**
 * The whole document. Without a body (a staff screen, or a render that failed) the root stays
 * empty and the browser draws the page. The state goes in a non-executable script: the CSP
 * allows no inline code.
 */
export function renderPage(template: HtmlTemplate, meta: PageMeta, body?: RenderedBody): string {
  const head = body?.head ? `${headHtml(meta)}\n    ${body.head}` : headHtml(meta);
  const rest = body
    ? template.rest.replace(
        EMPTY_ROOT,
        () => `<div id="root">${body.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${jsonForScript(body.state)}</script>`,
      )
    : template.rest;
  return `${template.head}  ${head}\n  ${template.beforeRoot}${rest}`;
}
