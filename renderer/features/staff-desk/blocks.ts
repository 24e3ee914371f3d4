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
  biography: 'Biografia',
  footnotes: 'Notes',
  'image-foot': 'Peu amb codi QR',
  list: 'Llista',
};

export const BLOCK_TYPES = Object.keys(BLOCK_LABELS) as BodyBlockType[];

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
