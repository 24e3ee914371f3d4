/** Pure rules of the article body (spec §2): block styles, heading levels, embed addresses. */
import type { CSSProperties } from 'react';
import { youtubeStartSeconds } from '../../../common/youtube.js';
import type { BodyBlock } from '../../../common/types.js';

// Properties a body block may set; positioning and the like could break the page around it.
const ALLOWED_STYLE = new Set([
  'color', 'backgroundColor', 'fontStyle', 'fontWeight', 'fontSize', 'fontVariant', 'fontFamily',
  'textAlign', 'textTransform', 'textDecoration', 'textIndent', 'letterSpacing', 'lineHeight',
  'marginTop', 'marginBottom', 'paddingLeft', 'paddingRight', 'borderLeft', 'whiteSpace',
]);

const camel = (key: string) => key.trim().replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

/**
 * The `styles` JSON string of a block as React style properties: only known typographic
 * properties with string or number values; anything malformed gives no style at all.
 */
export function parseBlockStyles(styles: string | undefined): CSSProperties | undefined {
  if (!styles || !styles.trim()) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(styles);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const result: Record<string, string | number> = {};
  for (const [rawKey, raw] of Object.entries(value as Record<string, unknown>)) {
    const key = camel(rawKey);
    if (!ALLOWED_STYLE.has(key)) continue;
    if (typeof raw === 'number' && Number.isFinite(raw)) result[key] = raw;
    else if (typeof raw === 'string' && raw.length <= 80 && !/[;{}<>]|url\(|expression\(/i.test(raw)) result[key] = raw;
  }
  return Object.keys(result).length > 0 ? (result as CSSProperties) : undefined;
}

/**
 * Heading level of each 'title' and 'title2' block under the article's h1: 'title' is h2,
 * 'title2' is h3 below a 'title' and h2 before any, so levels never skip.
 */
export function headingLevels(blocks: readonly Pick<BodyBlock, 'type'>[]): Map<number, 2 | 3> {
  const levels = new Map<number, 2 | 3>();
  let seenTitle = false;
  blocks.forEach((block, index) => {
    if (block.type === 'title') {
      seenTitle = true;
      levels.set(index, 2);
    } else if (block.type === 'title2') {
      levels.set(index, seenTitle ? 3 : 2);
    }
  });
  return levels;
}

/**
 * A paragraph its author set apart by its own styles: aligned right or centred, or all in italics
 * (an epigraph, a dedication), which the text's opening follows.
 */
function setApart(styles: string | undefined): boolean {
  const style = parseBlockStyles(styles);
  return ['right', 'center', 'end'].includes(String(style?.textAlign)) || style?.fontStyle === 'italic';
}

/** Index of the paragraph that opens the text (it gets the drop cap), or -1. */
export function openingParagraph(blocks: readonly BodyBlock[]): number {
  return blocks.findIndex(
    (block) => block.type === 'paragraph' && !block.className && !block.image && block.content.trim().length > 0 && !setApart(block.styles),
  );
}

const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);

/**
 * A YouTube embed address as the privacy-enhanced embed, or null when it is no YouTube embed
 * (the Content-Security-Policy would block any other frame anyway).
 */
export function youtubeEmbedUrl(content: string): string | null {
  let url: URL;
  try {
    url = new URL(content.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  // Watch and short links are accepted too: editors paste whatever address they have.
  let id: string | undefined;
  if (url.hostname === 'youtu.be') id = url.pathname.slice(1);
  else if (YOUTUBE_HOSTS.has(url.hostname)) {
    id = url.pathname === '/watch' ? (url.searchParams.get('v') ?? undefined) : /^\/embed\/([^/]+)$/.exec(url.pathname)?.[1];
  }
  if (!id || !/^[\w-]{6,20}$/.test(id)) return null;
  const start = youtubeStartSeconds(url);
  return `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`;
}

const VIDEO_MIME: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg' };

/** MIME type of a video file name, or undefined for an unknown extension. */
export function videoMimeType(name: string): string | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  return ext ? VIDEO_MIME[ext] : undefined;
}
