/**
 * What a page says about itself to crawlers and link previews, and its rendering into HTML:
 * head tags (title, description, canonical, Open Graph, Twitter card, feeds, prev/next, JSON-LD)
 * and a <noscript> body with the page's links for readers and crawlers without JavaScript.
 * Every value passes through escapeHtml or jsonForScript, so no content can leave its attribute.
 */
import { MAGAZINE } from '../../common/constants.js';
import { escapeHtml } from '../../common/html.js';
import { jsonForScript } from './jsonLd.js';
import { preloadTag, type Preload } from './preloads.js';
import type { RouteView } from './routeAssets.js';

export interface MetaImage {
  url: string;
  alt: string;
  width?: number | undefined;
  height?: number | undefined;
  type?: string | undefined;
}

export interface MetaLink {
  href: string;
  text: string;
  /** A second line under the link (date, section, author). */
  detail?: string | undefined;
}

export interface PageMeta {
  status: number;
  /** The full <title>. */
  title: string;
  /** The page's own name, for og:title and the <noscript> heading. */
  heading: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  robots?: string | undefined;
  ogType: 'website' | 'article' | 'profile';
  image?: MetaImage | undefined;
  article?: { publishedTime?: string | undefined; authors: string[]; section: string } | undefined;
  feeds: { title: string; href: string; type: 'rss' | 'atom' }[];
  prev?: string | undefined;
  next?: string | undefined;
  jsonLd?: Record<string, unknown> | undefined;
  /** The article's full text as HTML, for readers and crawlers without JavaScript. */
  bodyHtml?: string | undefined;
  /** The links shown to readers without JavaScript (articles of the page, authors, editions). */
  links: MetaLink[];
  /** Navigation after the list: other pages of a listing, the way home. */
  nav: MetaLink[];
  /** The page's first API answer and LCP image, fetched alongside the JavaScript. */
  preloads?: Preload[] | undefined;
  /** The renderer screen that draws the page, whose code the HTML names ahead (routeAssets.ts). */
  view?: RouteView | undefined;
}

const attr = escapeHtml;
const metaName = (name: string, content: string) => `<meta name="${name}" content="${attr(content)}">`;
const metaProperty = (property: string, content: string) => `<meta property="${property}" content="${attr(content)}">`;

const TWITTER_HANDLE = `@${MAGAZINE.social.twitter.split('/').pop() ?? ''}`;

/** Reading layout for the <noscript> page, from the design tokens (CSP allows inline styles). */
const NOSCRIPT_STYLE =
  '<noscript><style>' +
  '.noscript-page{max-width:var(--measure,65ch);margin:0 auto;padding:var(--space-7,3rem) var(--gutter,1.25rem);' +
  'font-family:var(--font-text,Georgia,serif);color:var(--color-ink,#1d1b18);line-height:var(--leading-text,1.7)}' +
  '.noscript-page h1{font-family:var(--font-display,Georgia,serif);font-size:var(--text-3xl,2.4rem);line-height:var(--leading-tight,1.12);margin:0 0 var(--space-4,1rem)}' +
  '.noscript-page>p{font-size:var(--text-lg,1.2rem);color:var(--color-ink-soft,#3f3a33)}' +
  '.noscript-page ul{list-style:none;padding:0;margin:var(--space-6,2rem) 0;border-top:1px solid var(--color-rule,#dcd2c0)}' +
  '.noscript-page li{padding:var(--space-3,.75rem) 0;border-bottom:1px solid var(--color-rule,#dcd2c0)}' +
  '.noscript-page a{color:var(--color-accent-ink,#7e2c19);font-size:var(--text-md,1.125rem)}' +
  '.noscript-page small{font-family:var(--font-ui,system-ui,sans-serif);color:var(--color-muted,#6b6358)}' +
  '.noscript-page nav ul{display:flex;flex-wrap:wrap;gap:var(--space-4,1rem);border:0}.noscript-page nav li{border:0;padding:0}.noscript-page img{max-width:100%;height:auto}' +
  '</style></noscript>';

/** Tags that go into <head>, replacing the template's own <title> and description. */
export function headHtml(meta: PageMeta): string {
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
  tags.push(NOSCRIPT_STYLE);
  return tags.join('\n    ');
}

function linkItem(link: MetaLink): string {
  const detail = link.detail ? `<br><small>${escapeHtml(link.detail)}</small>` : '';
  return `<li><a href="${attr(link.href)}">${escapeHtml(link.text)}</a>${detail}</li>`;
}

/**
 * Stored body HTML is sanitised on write; inside <noscript> it must also never close the
 * element or bring a script, whatever reached the database.
 */
function inert(html: string): string {
  return html.replace(/<\/?(noscript|script|style|iframe|template)\b[^>]*>/gi, '');
}

/** The page for readers without JavaScript: heading, description, links, then navigation. */
export function noscriptHtml(meta: PageMeta): string {
  const parts = [
    '<noscript><main class="noscript-page">',
    `<h1>${escapeHtml(meta.heading)}</h1>`,
    `<p>${escapeHtml(meta.description)}</p>`,
  ];
  if (meta.bodyHtml) parts.push(`<article>${inert(meta.bodyHtml)}</article>`);
  if (meta.links.length > 0) parts.push(`<ul>${meta.links.map(linkItem).join('')}</ul>`);
  if (meta.nav.length > 0) {
    parts.push(`<nav aria-label="Pàgines"><ul>${meta.nav.map(linkItem).join('')}</ul></nav>`);
  }
  parts.push('</main></noscript>');
  return parts.join('');
}

/** The built index.html cut where a page's own tags go; the cuts are made once per build. */
export interface HtmlTemplate {
  head: string;
  beforeRoot: string;
  rest: string;
}

export function parseTemplate(html: string): HtmlTemplate {
  const withLang = /<html\b[^>]*\blang=/i.test(html) ? html : html.replace(/<html\b/i, '<html lang="ca"');
  const cleaned = withLang
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name=["']description["'][^>]*>/i, '');
  const headEnd = cleaned.search(/<\/head>/i);
  const rootAt = cleaned.search(/<div\s+id=["']root["']/i);
  if (headEnd < 0 || rootAt < headEnd) throw new Error('index.html needs a </head> and a <div id="root"> after it');
  return { head: cleaned.slice(0, headEnd), beforeRoot: cleaned.slice(headEnd, rootAt), rest: cleaned.slice(rootAt) };
}

export function renderPage(template: HtmlTemplate, meta: PageMeta): string {
  return `${template.head}  ${headHtml(meta)}\n  ${template.beforeRoot}${noscriptHtml(meta)}\n    ${template.rest}`;
}
