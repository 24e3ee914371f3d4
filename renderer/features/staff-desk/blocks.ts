/** The body's block types as the desk names and starts them (spec §2/§3). */
import type { BodyBlock, BodyBlockType } from '../../../common/types.js';

export const BLOCK_LABELS: Record<BodyBlockType, string> = {
  paragraph: 'Paràgraf',
  paragraph2: 'Cita destacada',
  title: 'Títol',
  title2: 'Subtítol',
  question: 'Pregunta',
  image: 'Imatge',
  video: 'Vídeo',
  youtube: 'YouTube',
  biography: 'Bibliografia',
  footnotes: 'Notes',
  'image-foot': 'Peu amb codi QR',
  list: 'Llista',
};

export const BLOCK_TYPES = Object.keys(BLOCK_LABELS) as BodyBlockType[];

/** The names above that are feminine, and the one that is plural (Notes), for the words that agree with them. */
const FEMININE = new Set<BodyBlockType>(['paragraph2', 'question', 'image', 'biography', 'footnotes', 'list']);
const PLURAL = new Set<BodyBlockType>(['footnotes']);
const PARTICIPLES = {
  afegit: ['afegit', 'afegida', 'afegides'],
  mogut: ['mogut', 'moguda', 'mogudes'],
  duplicat: ['duplicat', 'duplicada', 'duplicades'],
  esborrat: ['esborrat', 'esborrada', 'esborrades'],
} as const;

/** 'Imatge afegida', 'Paràgraf afegit', 'Notes afegides': what the desk announces, agreeing with the block's name. */
export function participleFor(type: BodyBlockType, participle: keyof typeof PARTICIPLES): string {
  const [masculine, feminine, plural] = PARTICIPLES[participle];
  return PLURAL.has(type) ? plural : FEMININE.has(type) ? feminine : masculine;
}

const TEXT_TYPES = ['paragraph', 'paragraph2', 'title', 'title2', 'question'] as const;
type TextBlock = Extract<BodyBlock, { type: (typeof TEXT_TYPES)[number] }>;

/** A block whose substance is one inline text (a paragraph, a heading, a question, a pull quote): Enter splits it, Backspace joins it. */
export const isTextBlock = (block: BodyBlock): block is TextBlock => (TEXT_TYPES as readonly string[]).includes(block.type);

/** Whether the block is its text and nothing else, so joining it to the block before loses nothing (no picture, reference or print hint). */
/** A text block with nothing but its text (an optional field left empty is nothing). */
export const isOnlyText = (block: BodyBlock): block is TextBlock =>
  isTextBlock(block) && Object.entries(block).every(([key, value]) => key === 'type' || key === 'content' || value === undefined);

export function newBlock(type: BodyBlockType): BodyBlock {
  switch (type) {
    case 'paragraph':
    case 'paragraph2':
    case 'title':
    case 'title2':
    case 'question':
      return { type, content: '' };
    case 'image':
    case 'video':
      return { type, name: '' };
    case 'youtube':
      return { type, content: '' };
    case 'biography':
      return { type, content: [''] };
    case 'footnotes':
      return { type, notes: [{ content: '' }] };
    case 'image-foot':
      return { type, content: '', path: '' };
    case 'list':
      return { type, ordered: false, items: [''] };
  }
}

/** A block in the editor: the block and a key that stays with it through moves. */
export interface BlockItem {
  key: string;
  block: BodyBlock;
}

let counter = 0;
export const blockItem = (block: BodyBlock): BlockItem => ({ key: `b${++counter}`, block });

/** How many notes the article's blocks hold: a paste's notes are numbered after them (paste.ts). */
export const notesIn = (items: readonly BlockItem[]): number => items.reduce((n, { block }) => n + (block.type === 'footnotes' ? block.notes.length : 0), 0);

/**
 * The body with pasted blocks put at `at`, and the items made for them. Pasted notes join the
 * article's first Notes block when it has one: readers and the PDF number the notes of all Notes
 * blocks in one run, and the paste numbered its references after the article's notes.
 */
export function withPasted(items: readonly BlockItem[], at: number, pasted: readonly BodyBlock[]): { items: BlockItem[]; added: BlockItem[] } {
  const notesAt = items.findIndex((item) => item.block.type === 'footnotes');
  const pastedNotes = pasted.find((block) => block.type === 'footnotes');
  const added = (notesAt >= 0 ? pasted.filter((block) => block !== pastedNotes) : pasted).map(blockItem);
  const next = items.map((item, i) => {
    if (i !== notesAt || pastedNotes?.type !== 'footnotes' || item.block.type !== 'footnotes') return item;
    return { ...item, block: { ...item.block, notes: [...item.block.notes, ...pastedNotes.notes] } };
  });
  return { items: [...next.slice(0, at), ...added, ...next.slice(at)], added };
}
