import { describe, expect, it } from 'vitest';
import { BLOCK_LABELS, BLOCK_TYPES, participleFor } from '../../renderer/features/staff-desk/blocks.js';

// What a screen reader hears as blocks are added and moved: the words agree with the block's name.
describe('the desk’s announcements of blocks', () => {
  it('agree in gender and number with each block type’s name', () => {
    const said = Object.fromEntries(BLOCK_TYPES.map((type) => [type, `${BLOCK_LABELS[type]} ${participleFor(type, 'afegit')}`]));
    expect(said).toEqual({
      paragraph: 'Paràgraf afegit',
      paragraph2: 'Cita destacada afegida',
      title: 'Títol afegit',
      title2: 'Subtítol afegit',
      question: 'Pregunta afegida',
      image: 'Imatge afegida',
      video: 'Vídeo afegit',
      youtube: 'YouTube afegit',
      biography: 'Bibliografia afegida',
      footnotes: 'Notes afegides',
      'image-foot': 'Peu amb codi QR afegit',
      list: 'Llista afegida',
    });
    expect(participleFor('image', 'esborrat')).toBe('esborrada');
    expect(participleFor('footnotes', 'mogut')).toBe('mogudes');
  });
});
