/** Article address slugs (the `url` of /{section}/{url}), made from a title the Catalan way. */
import { slugify } from './authors.js';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 120;

const ENTITIES: Record<string, string> = { amp: '&', nbsp: ' ', quot: '"', apos: "'", lt: '<', gt: '>', middot: '·', rsquo: '’', lsquo: '‘' };

/**
 * 'L’home que <em>plantava</em> arbres' → 'l-home-que-plantava-arbres'; 'Col·lecció' →
 * 'colleccio' (the l·l keeps both l, never 'col-leccio'); accents fold; an apostrophe separates the
 * elided article as a space would. Long titles are cut at a word boundary.
 */
export function articleSlug(titleHtml: string): string {
  const text = titleHtml
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
      return ENTITIES[entity.toLowerCase()] ?? whole;
    })
    // The Catalan middle dot also comes as a full stop or a bullet ('l.l', 'l•l').
    .replace(/l[.•∙]l/gi, (m) => `${m[0]}${m[2]}`);
  const slug = slugify(text);
  if (slug.length <= MAX_SLUG) return slug;
  const cut = slug.slice(0, MAX_SLUG);
  return cut.slice(0, cut.lastIndexOf('-') > 40 ? cut.lastIndexOf('-') : MAX_SLUG).replace(/-+$/, '');
}

/** The address a title makes, on the server and in the editor alike: its slug, or 'article' when nothing of it is left. */
export function titleAddress(titleHtml: string): string {
  return articleSlug(titleHtml) || 'article';
}
