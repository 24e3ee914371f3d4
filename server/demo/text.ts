/**
 * Small text helpers of the demo assembly: template filling, Catalan elision and the body
 * blocks the writers build.
 */
import { MONTHS_LONG } from '../../common/dates.js';
import type { BodyBlock, ParagraphBlock } from '../../common/types.js';

/** The contractions and elisions Catalan makes when a filled-in word starts with an article or a vowel. */
export function contract(text: string): string {
  return text
    .replace(/(?<!\p{L})([Dd])e (els?) /gu, '$1$2 ') // de el → del
    .replace(/(?<!\p{L})([Aa]) e(ls?) /gu, '$1$2 ') // a el → al
    .replace(/(?<!\p{L})([Pp])er (els?) /gu, '$1$2 ') // per el → pel
    .replace(/(?<!\p{L})([Dd])e (h?[aeiouàèéíòóú])/giu, "$1'$2"); // de Anna → d'Anna
}

/** Replaces every {key} of a template; unknown keys are left as they are. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return contract(
    template.replace(/\{(\w+)\}/g, (match, key: string) => (key in vars ? String(vars[key]) : match)),
  );
}

const ELIDES = /^(h?[aeiouàèéíïòóúü])/i;

/** "de Maria" / "d'Anna" / "d'Helena": Catalan elides 'de' before a vowel sound. */
export function de(word: string): string {
  return ELIDES.test(word) ? `d'${word}` : `de ${word}`;
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
