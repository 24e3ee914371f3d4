/** HTML of titles, summaries, bios and body blocks is sanitised once, when it is written. */
import sanitizeHtml from 'sanitize-html';
import type { BodyBlock } from '../../common/types.js';

const INLINE: sanitizeHtml.IOptions = {
  allowedTags: ['em', 'i', 'strong', 'b', 'a', 'br', 'span', 'sup', 'sub', 'small', 'abbr', 'cite', 'q', 'mark'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], abbr: ['title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
        : attribs,
    }),
  },
};

const RICH: sanitizeHtml.IOptions = {
  ...INLINE,
  allowedTags: [...(INLINE.allowedTags as string[]), 'p', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4'],
};

/**
 * The desk saves the whole article at each pause in typing, and nearly all of its blocks are the
 * same as last time: their sanitised HTML is remembered (the rules are pure), so a save of a long
 * article pays only for the blocks that changed. Least recently used texts go past ~8 MB.
 */
const MEMO_CHARS = 4_000_000;
const inlineMemo = new Map<string, string>();
let memoChars = 0;

export function sanitizeInline(html: string): string {
  const known = inlineMemo.get(html);
  if (known !== undefined) {
    inlineMemo.delete(html);
    inlineMemo.set(html, known);
    return known;
  }
  const clean = sanitizeHtml(html, INLINE);
  inlineMemo.set(html, clean);
  memoChars += html.length + clean.length;
  for (const [oldest, value] of inlineMemo) {
    if (memoChars <= MEMO_CHARS) break;
    inlineMemo.delete(oldest);
    memoChars -= oldest.length + value.length;
  }
  return clean;
}

export const sanitizeRich = (html: string): string => sanitizeHtml(html, RICH);

/**
 * What saving will keep of some HTML (the desk's preview shows it before the save), and whether
 * anything is taken out: the same text read with every tag and attribute allowed, spelt by the
 * same writer, differs from what the rules keep only where the rules removed something.
 */
export function sanitizePreview(html: string, kind: 'inline' | 'rich'): { html: string; removed: boolean } {
  const rules = kind === 'inline' ? INLINE : RICH;
  const clean = sanitizeHtml(html, rules);
  const whole = sanitizeHtml(html, { ...rules, allowedTags: false, allowedAttributes: false, allowVulnerableTags: true, allowedSchemes: [...(rules.allowedSchemes as string[]), 'javascript', 'data'] });
  return { html: clean, removed: whole !== clean };
}

/** Only http(s) addresses survive in URL fields (links, QR paths, embeds). */
export function sanitizeUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\/[^\s"'<>]+$/i.test(url.trim()) ? url.trim() : undefined;
}

/** Validates a `styles` JSON string: an object of CSS property names to string or number values. */
function sanitizeStyles(styles: string | undefined): string | undefined {
  if (!styles) return undefined;
  try {
    const value: unknown = JSON.parse(styles);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const clean: Record<string, string | number> = {};
    for (const [key, v] of Object.entries(value)) {
      if (!/^[a-zA-Z]+$/.test(key)) continue;
      if (typeof v === 'number' || (typeof v === 'string' && !/[<>;{}]|url\(|expression/i.test(v))) clean[key] = v;
    }
    return JSON.stringify(clean);
  } catch {
    return undefined;
  }
}

export function sanitizeBlock(block: BodyBlock): BodyBlock {
  const pdf = block.pdf ? { ...block.pdf, styles: sanitizeStyles(block.pdf.styles), path: sanitizeUrl(block.pdf.path) } : undefined;
  const withPdf = <T extends BodyBlock>(b: T): T => (pdf ? { ...b, pdf } : b);
  switch (block.type) {
    case 'paragraph':
      return withPdf({ ...block, content: sanitizeInline(block.content), styles: sanitizeStyles(block.styles) });
    case 'paragraph2':
      return withPdf({ ...block, content: sanitizeInline(block.content), reference: block.reference && sanitizeInline(block.reference) });
    case 'title':
    case 'title2':
    case 'question':
      return withPdf({ ...block, content: sanitizeInline(block.content) });
    case 'image':
    case 'video':
      return withPdf({ ...block, content: block.content && sanitizeInline(block.content) });
    case 'youtube':
      return withPdf({ ...block, content: sanitizeUrl(block.content) ?? '', foot: block.foot && sanitizeInline(block.foot) });
    case 'biography':
      return withPdf({ ...block, content: block.content.map(sanitizeInline) });
    case 'footnotes':
      return withPdf({ ...block, notes: block.notes.map((n) => ({ content: sanitizeInline(n.content) })) });
    case 'image-foot':
      return withPdf({ ...block, content: sanitizeInline(block.content), path: sanitizeUrl(block.path) ?? '' });
    case 'list':
      return withPdf({ ...block, items: block.items.map(sanitizeInline) });
  }
}
