/** Author-list formatting (spec §5) and the initials/colour derived for authors without photo. */

import { latinLetters } from './transliterate.js';

/** 'A', 'A i B', 'A, B i C'; with `withPrefix`, 'Per ' before it. Empty lists give ''. */
export function formatAuthorList(names: readonly string[], withPrefix = false): string {
  const clean = names.map((n) => n.trim()).filter((n) => n.length > 0);
  if (clean.length === 0) return '';
  const joined =
    clean.length === 1
      ? clean[0]!
      : `${clean.slice(0, -1).join(', ')} i ${clean[clean.length - 1]!}`;
  return withPrefix ? `Per ${joined}` : joined;
}

/** The authors of an article, whether it carries a list or a single `author`. */
export function articleAuthors(article: { authors?: readonly string[]; author?: string }): string[] {
  if (article.authors && article.authors.length > 0) return [...article.authors];
  return article.author ? [article.author] : [];
}

const PARTICLES = new Set(['de', 'del', 'dels', 'la', 'les', 'el', 'i', 'da', 'di', 'van', 'von']);

/** Up to two initials from the first and last significant words: 'Maria Aurèlia Capmany' → 'MC'. */
export function authorInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0 && !PARTICLES.has(w.toLowerCase()));
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

/** The sRGB channels (0–1) of hsl(hue, saturation, lightness), saturation and lightness 0–1. */
function hslChannels(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

/** WCAG 2 contrast ratio of white text on a colour given by its sRGB channels. */
export function contrastWithWhite(channels: readonly [number, number, number]): number {
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

/** Contrast the white initials need on their circle (WCAG AA for normal text). */
const INITIALS_CONTRAST = 4.5;

/**
 * A stable colour for a name: same name, same hue. At one lightness, yellow and green hues are
 * far lighter to the eye than blue ones (white on hue 70 at 36% is only 4.07:1), so the
 * lightness goes down from 36% until the white initials reach 4.5:1.
 */
export function authorColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  const hue = hash % 360;
  let lightness = 36;
  while (contrastWithWhite(hslChannels(hue, 0.45, lightness / 100)) < INITIALS_CONTRAST) lightness -= 1;
  return `hsl(${hue} 45% ${lightness}%)`;
}

/** Lower-case, accent-free form of a string, for accent-insensitive comparisons and slugs. */
export function foldAccents(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[·ŀĿ]/g, (c) => (c === '·' ? '' : 'l'))
    .toLowerCase();
}

/**
 * The key two spellings of one name or phrase share: case, accents, the apostrophe Catalan
 * autocorrect makes typographic (’), and spacing aside. "Anna d’Olot i Vilà" and "anna d'olot i
 * vila" are one author; the directory matches names by this key, never by their bytes, and the
 * archive's filter matches typed words to titles by it. The geminated l typed with a full stop
 * (Marcel.lí) is the l·l it stands for.
 */
export function spellingKey(name: string): string {
  return foldAccents(name.normalize('NFC').replace(/([lL])\.([lL])/g, '$1$2'))
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4\u2032]/g, "'")
    .replace(/\s*'\s*/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Accent-insensitive Catalan name comparison (spec §5: name sort redone on the client). */
export function compareNames(a: string, b: string): number {
  return a.localeCompare(b, 'ca', { sensitivity: 'base' });
}

/** URL slug of a name or title: 'Joan Fuster i Ortells' → 'joan-fuster-i-ortells', 'Михаил Булгаков' → 'mikhail-bulgakov'. */
export function slugify(value: string): string {
  return latinLetters(foldAccents(value.replace(/<[^>]*>/g, '')))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
