/**
 * Text pasted from a word processor (Word, LibreOffice, Google Docs) as the desk's blocks: what
 * readers would see is kept (paragraphs; italics, bold, superscript, subscript, links and line
 * breaks; headings; lists; footnotes) and the word processor's own markup (styles, classes,
 * comments, Word's list numbers written as text) is dropped.
 *
 * - Headings: the highest level the paste uses becomes Títol ('title'), every deeper level
 *   Subtítol ('title2'). The desk has two heading levels, and a document's top level is whichever
 *   it starts its sections with (Word's Heading 1, a Google Doc's Heading 2 under its Title...).
 * - Lists (HTML lists, and Word's list paragraphs with `mso-list` styles) become list blocks;
 *   nested levels join their list, in order (the desk's lists have one level).
 * - Footnotes and endnotes (Word, Google Docs, LibreOffice) become one Notes block, numbered in
 *   their order after the article's own notes; each reference stays in the text as its number,
 *   raised (`<sup>1</sup>`). The desk adds them to the article's Notes block if it has one
 *   (blocks.ts, withPasted), so the numbers in the text and in the notes agree.
 * - A table becomes paragraphs, one per row with its cells separated by " · ", and a notice says
 *   so: the site and the PDF have no tables. Pictures are left out, with a notice too.
 */
import type { FootnotesBlock, ListBlock } from '../../../common/types.js';
import { NO_MARKS, declarations, escapeAttribute, escapeText, marksOf, tidy, wrap, type Marks } from './pasteMarks.js';

/** The blocks a paste makes. */
export type PastedBlock = { type: 'paragraph'; content: string } | { type: 'title' | 'title2'; content: string } | ListBlock | FootnotesBlock;

export interface Pasted {
  blocks: PastedBlock[];
  /** What the paste could not keep as it was, said to the person who pasted (Catalan). */
  notices: string[];
}

export const TABLE_NOTICE = 'Hi havia una taula: s’ha convertit en paràgrafs, un per fila, amb les cel·les separades per « · ». Revisa-la.';
export const IMAGE_NOTICE = 'Les imatges del text enganxat no s’hi han afegit: puja-les a la mediateca i posa-les amb un bloc Imatge.';

const SKIPPED = new Set(['STYLE', 'SCRIPT', 'META', 'TITLE', 'HEAD', 'XML', 'TEMPLATE', 'O:P', 'IMG']);
const BLOCKS = new Set(['P', 'DIV', 'LI', 'BLOCKQUOTE', 'PRE', 'SECTION', 'ARTICLE', 'UL', 'OL', 'TABLE', 'TR', 'DL', 'DT', 'DD']);
const HEADING = /^H([1-6])$/;
/** A link to a note (Word's `#_ftn1`, `#_edn1`; Google Docs' `#ftnt1`; LibreOffice's `#sdfootnote1sym`). */
const NOTE_REFERENCE = /^#(_ftn\d+|_edn\d+|ftnt\d+|sd(?:foot|end)note\d+sym)$/i;
/** A note's link back to its reference, at the start of the note. */
const NOTE_BACKLINK = /^#(_ftnref\d+|_ednref\d+|ftnt_ref\d+|sd(?:foot|end)note\d+anc)$/i;

/** What the text being read is part of: a paragraph, a heading of a level, an item of a list. */
type UnitKind = { kind: 'paragraph' } | { kind: 'heading'; level: number } | { kind: 'item'; list: string; ordered: boolean };
type Unit = UnitKind & { html: string };

/** Word's list paragraph: `mso-list:l0 level1 lfo1` (its number is text in an `mso-list:Ignore` span). */
function wordListOf(element: Element): { list: string; ordered: boolean } | null {
  const value = declarations(element).get('mso-list');
  if (!value || value === 'ignore' || !/level\d/.test(value)) return null;
  const marker = [...element.querySelectorAll('span')].find((span) => declarations(span).get('mso-list') === 'ignore');
  const number = (marker?.textContent ?? '').replace(/[\s\u00a0]+/g, '');
  // Numbers and letters ("1.", "a)", "iv.") mean a numbered list; symbols (·, o, §, ) bullets.
  const ordered = /^\(?[0-9a-z]{1,5}[.)]$/i.test(number);
  return { list: `word:${/lfo\d+/.exec(value)?.[0] ?? 'lfo'}`, ordered };
}

class Reader {
  readonly units: Unit[] = [];
  readonly notices = new Set<string>();
  /** Note numbers by the anchor name their references point to. */
  readonly noteNumbers = new Map<string, number>();
  private current = '';
  private kind: UnitKind = { kind: 'paragraph' };
  private lists = 0;

  endUnit(): void {
    const html = tidy(this.current);
    this.current = '';
    if (html) this.units.push({ ...this.kind, html });
  }

  /** The inline HTML of a node's content, block boundaries as line breaks (a table cell, a note). */
  inlineOf(node: Node, marks: Marks): string {
    const outer = { units: this.units.length, current: this.current, kind: this.kind };
    this.current = '';
    this.kind = { kind: 'paragraph' };
    node.childNodes.forEach((child) => this.walk(child, marks));
    this.endUnit();
    const parts = this.units.splice(outer.units).map((u) => u.html);
    this.current = outer.current;
    this.kind = outer.kind;
    return parts.join('<br>');
  }

  walk(node: Node, marks: Marks): void {
    if (node.nodeType === 3) {
      const text = (node.textContent ?? '').replace(/[\r\n\t ]+/g, ' ').replace(/\u00a0/g, ' ');
      if (text) this.current += wrap(escapeText(text), marks);
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const tag = element.tagName.toUpperCase();
    if (tag === 'IMG') this.notices.add(IMAGE_NOTICE);
    if (SKIPPED.has(tag)) return;
    const style = declarations(element);
    // Word writes a list item's number as text it marks to be ignored; the list block numbers it.
    if (style.get('mso-list') === 'ignore') return;
    if (tag === 'BR') {
      this.current += '<br>';
      return;
    }
    const inner = marksOf(element, marks);
    if (tag === 'A') return this.link(element, inner);
    if (tag === 'TABLE') return this.table(element, inner);
    const heading = HEADING.exec(tag);
    const wordList = tag === 'P' ? wordListOf(element) : null;
    if (tag === 'UL' || tag === 'OL') return this.list(element, inner, tag === 'OL');
    if (!heading && !wordList && !BLOCKS.has(tag)) {
      element.childNodes.forEach((child) => this.walk(child, inner));
      return;
    }
    this.endUnit();
    const outer = this.kind;
    if (heading) this.kind = { kind: 'heading', level: Number(heading[1]) };
    else if (wordList) this.kind = { kind: 'item', ...wordList };
    element.childNodes.forEach((child) => this.walk(child, inner));
    this.endUnit();
    this.kind = outer;
  }

  private link(element: Element, marks: Marks): void {
    const href = element.getAttribute('href') ?? '';
    if (NOTE_REFERENCE.test(href)) {
      // A reference to a note: its number, raised, whatever the word processor wrote ("[1]", a symbol).
      const number = this.noteNumbers.get(href.slice(1).toLowerCase());
      const text = number !== undefined ? String(number) : (element.textContent ?? '').replace(/[[\]\s]/g, '');
      if (text) this.current += wrap(escapeText(text), { ...marks, script: 'sup' });
      return;
    }
    if (!/^(https?:|mailto:)/i.test(href)) {
      element.childNodes.forEach((child) => this.walk(child, marks));
      return;
    }
    const text = this.inlineOf(element, marks);
    if (text) this.current += `<a href="${escapeAttribute(href)}">${text}</a>`;
  }

  /** An HTML list's items, nested lists' items after their parent's, as one list. */
  private list(element: Element, marks: Marks, ordered: boolean): void {
    this.endUnit();
    const outer = this.kind;
    if (outer.kind !== 'item') this.kind = { kind: 'item', list: `html:${++this.lists}`, ordered };
    element.childNodes.forEach((child) => this.walk(child, marks));
    this.endUnit();
    this.kind = outer;
  }

  private table(element: Element, marks: Marks): void {
    this.endUnit();
    this.notices.add(TABLE_NOTICE);
    const outer = this.kind;
    this.kind = { kind: 'paragraph' };
    for (const row of element.querySelectorAll('tr')) {
      if (row.closest('table') !== element) continue;
      const cells = [...row.children].filter((cell) => cell.tagName === 'TD' || cell.tagName === 'TH');
      this.current = cells.map((cell) => this.inlineOf(cell, marksOf(cell, marks))).filter(Boolean).join(' · ');
      this.endUnit();
    }
    this.kind = outer;
  }
}

/**
 * The notes of the paste, taken out of the document: each note is the container of a link back to
 * its reference (Word's `mso-element:footnote` div, Google Docs' and LibreOffice's div), read
 * without that link.
 */
function takeNotes(doc: Document, reader: Reader, firstNote: number): string[] {
  const notes: string[] = [];
  for (const back of [...doc.querySelectorAll('a[href]')]) {
    if (!NOTE_BACKLINK.test(back.getAttribute('href') ?? '') || !back.isConnected) continue;
    const name = (back.getAttribute('name') ?? back.getAttribute('id') ?? '').toLowerCase();
    // The note's own div; not a div around the whole paste (it holds the references too).
    const div = back.closest('div');
    const wholePaste = div !== null && [...div.querySelectorAll('a[href]')].some((a) => NOTE_REFERENCE.test(a.getAttribute('href') ?? ''));
    const container = (div && !wholePaste ? div : back.closest('p')) ?? back.parentElement;
    if (!container || container === doc.body) continue;
    back.remove();
    const content = reader.inlineOf(container, NO_MARKS);
    container.remove();
    if (!content) continue;
    notes.push(content);
    if (name) reader.noteNumbers.set(name, firstNote + notes.length - 1);
  }
  return notes;
}

/** Units as blocks: headings by level, consecutive items of one list as a list block. */
function blocksOf(units: Unit[]): PastedBlock[] {
  const levels = units.flatMap((u) => (u.kind === 'heading' ? [u.level] : []));
  const top = Math.min(...levels);
  const blocks: PastedBlock[] = [];
  let list = null as { key: string; block: ListBlock } | null;
  for (const unit of units) {
    if (unit.kind === 'item') {
      if (list?.key === unit.list) list.block.items.push(unit.html);
      else {
        list = { key: unit.list, block: { type: 'list', ordered: unit.ordered, items: [unit.html] } };
        blocks.push(list.block);
      }
      continue;
    }
    list = null;
    if (unit.kind === 'heading') blocks.push({ type: unit.level === top ? 'title' : 'title2', content: unit.html });
    else blocks.push({ type: 'paragraph', content: unit.html });
  }
  return blocks;
}

/**
 * The pasted HTML as blocks (empty paragraphs left out) and what could not be kept. `firstNote` is
 * the number of the paste's first note: the notes the article has already come before it.
 */
export function pastedBlocks(html: string, firstNote = 1): Pasted {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const reader = new Reader();
  const notes = takeNotes(doc, reader, firstNote);
  reader.walk(doc.body, NO_MARKS);
  reader.endUnit();
  const blocks = blocksOf(reader.units);
  if (notes.length > 0) blocks.push({ type: 'footnotes', notes: notes.map((content) => ({ content })) });
  return { blocks, notices: [...reader.notices] };
}

/** Plain pasted text as paragraphs: blank lines separate them, single line breaks stay. */
export function plainBlocks(text: string): Pasted {
  const blocks = text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => escapeText(p.trim()).replace(/\r?\n/g, '<br>'))
    .filter(Boolean)
    .map((content): PastedBlock => ({ type: 'paragraph', content }));
  return { blocks, notices: [] };
}

/** The inline HTML of a block: its text, a list's items and the notes one per line. */
export function inlineOfBlock(block: PastedBlock): string {
  switch (block.type) {
    case 'list':
      return block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : '•'} ${item}`).join('<br>');
    case 'footnotes':
      return block.notes.map((note, i) => `${i + 1}. ${note.content}`).join('<br>');
    default:
      return block.content;
  }
}

/** Where the caret goes after a paste: in the pasted block at `block`, after its inline HTML `before`. */
export interface PasteJoin {
  block: number;
  before: string;
}

/**
 * The blocks a paste adds with the text that was after the caret (`tail`, inline HTML) where a
 * word processor puts it, after the last pasted block: joined to it when it is a paragraph, else
 * (a heading, a list) a paragraph of its own, so the author's text does not become a heading.
 * Pasted notes go to the article's Notes block, not here: the tail follows the block before them.
 * `join` is where the pasted text meets the tail (null after a list with no tail: no text to put
 * the caret in); the result is null when the paste adds nothing for the tail to follow (only notes).
 */
export function withTail(blocks: readonly PastedBlock[], tail: string): { blocks: PastedBlock[]; join: PasteJoin | null } | null {
  const last = blocks.findLastIndex((block) => block.type !== 'footnotes');
  const lastBlock = blocks[last];
  if (!lastBlock) return null;
  const result = [...blocks];
  if (lastBlock.type === 'paragraph') {
    result[last] = { ...lastBlock, content: lastBlock.content + tail };
    return { blocks: result, join: { block: last, before: lastBlock.content } };
  }
  if (tail) {
    result.splice(last + 1, 0, { type: 'paragraph', content: tail });
    return { blocks: result, join: { block: last + 1, before: '' } };
  }
  return { blocks: result, join: 'content' in lastBlock ? { block: last, before: lastBlock.content } : null };
}
