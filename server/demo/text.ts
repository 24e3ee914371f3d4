/**
 * Small text helpers of the demo assembly: template filling, Catalan elision, the body blocks
 * the writers build, and the typesetter's apostrophe over the finished magazine.
 */
import { MONTHS_LONG } from '../../common/dates.js';
import { elides } from '../../common/elision.js';
import type { BodyBlock, MagazineContent, ParagraphBlock } from '../../common/types.js';

/** The contractions and elisions Catalan makes when a filled-in word starts with an article or a vowel. */
export function contract(text: string): string {
  return text
    .replace(/(?<!\p{L})([Dd])e (els?) /gu, '$1$2 ') // de el → del
    .replace(/(?<!\p{L})([Aa]) e(ls?) /gu, '$1$2 ') // a el → al
    .replace(/(?<!\p{L})([Pp])er (els?) /gu, '$1$2 ') // per el → pel
    .replace(/(?<!\p{L})([Dd])e (\p{L}+)/gu, (both: string, d: string, word: string) => (elides(word) ? `${d}'${word}` : both)); // de Anna → d'Anna
}

/** Replaces every {key} of a template; unknown keys are left as they are. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return contract(
    template.replace(/\{(\w+)\}/g, (match, key: string) => (key in vars ? String(vars[key]) : match)),
  );
}

/** 'gener', 'febrer'... for a 1-based month. */
export function monthName(month: number): string {
  return MONTHS_LONG[month - 1] ?? '';
}

/** Text without HTML tags and with collapsed spaces. */
export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Inline styles of the body blocks, as the JSON strings the spec stores. */
export const STYLES = {
  epigraph: JSON.stringify({ fontStyle: 'italic', textAlign: 'right' }),
  signoff: JSON.stringify({ fontStyle: 'italic', textAlign: 'right', marginTop: '2em' }),
  centred: JSON.stringify({ textAlign: 'center' }),
  verse: JSON.stringify({ fontStyle: 'normal', lineHeight: '1.7' }),
} as const;

export function paragraph(content: string, extra: Partial<Omit<ParagraphBlock, 'type' | 'content'>> = {}): ParagraphBlock {
  return { type: 'paragraph', content, ...extra };
}

/** A caption under an image: a paragraph with the 'image-foot' class. */
export function caption(content: string): ParagraphBlock {
  return { type: 'paragraph', content, className: 'image-foot' };
}

export function heading(type: 'title' | 'title2' | 'question', content: string): BodyBlock {
  return { type, content };
}

export function pullQuote(content: string, reference?: string): BodyBlock {
  return reference ? { type: 'paragraph2', content, reference } : { type: 'paragraph2', content };
}

/** A poem's stanzas as paragraphs, lines joined by <br>. */
export function poemBlocks(text: string): ParagraphBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((stanza) => stanza.split('\n').map((line) => line.trim()).join('<br>'))
    .map((content) => paragraph(content, { className: 'verse', styles: STYLES.verse }));
}

/** The typewriter's apostrophe between a letter and a letter or digit. */
const APOSTROPHE = /(?<=\p{L})'(?=[\p{L}\p{N}])/gu;

/**
 * The typesetter's apostrophe (’, U+2019) for the typewriter's (') between a letter and a letter
 * or digit, as the magazine's own strings write it ("l’edició"); in HTML, in its text alone, never
 * inside a tag (an address keeps its own), and across one: "l'<em>Odissea</em>" → "l’<em>Odissea</em>".
 */
export function typeset(text: string): string {
  const parts = text.split(/(<[^>]*>)/);
  const typed = [...parts];
  // Text at even places, tags at odd ones: each text is read with its neighbours' letters.
  for (let i = 0; i < parts.length; i += 2) {
    const before = i >= 2 ? parts[i - 2]!.slice(-1) : '';
    const after = i + 2 < parts.length ? parts[i + 2]!.slice(0, 1) : '';
    const set = `${before}${parts[i]}${after}`.replace(APOSTROPHE, '’');
    typed[i] = set.slice(before.length, set.length - after.length);
  }
  return typed.join('');
}

/** Fields whose strings are names, addresses or keys, never typeset: what finds a thing stays as it is. */
const NOT_TEXT = new Set(['_id', 'url', 'path', 'name', 'authors', 'author', 'slug', 'photo', 'imageCard', 'coverImage', 'data', 'publicationDate', 'profileUrl', 'contact', 'type', 'className', 'styles', 'sections', 'articlesOrder', 'specialties', 'section']);

/** A copy of `value` with every string of its text fields typeset (typeset). */
function typesetText<T>(value: T): T {
  if (typeof value === 'string') return typeset(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => typesetText(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, NOT_TEXT.has(key) ? field : typesetText(field)])) as T;
  }
  return value;
}

/** The magazine's text typeset: its editions', articles' and authors', but each author's name, their key. */
export function typesetContent({ issues, articles, authors }: MagazineContent): MagazineContent {
  return {
    issues: issues.map(typesetText),
    articles: articles.map(typesetText),
    authors: authors.map((author) => ({ ...typesetText(author), awards: author.awards.map((award) => ({ ...award, name: typeset(award.name) })) })),
  };
}
