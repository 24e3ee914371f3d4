/**
 * A captioned picture keeps its caption under it: the 'image-foot' paragraph after a paragraph
 * that carries an image (the imported shape) is that figure's <figcaption>, before the paragraph's
 * text, not a line after it.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BodyBlock } from '../../common/types.js';
import { ArticleBody } from '../../renderer/views/article/ArticleBody.js';
import { renderScreen } from './render.js';

/** The body's top-level elements, each as its tag and text: the order the reader meets them in. */
const outline = (body: Element) => [...body.children].map((el) => `${el.tagName.toLowerCase()}: ${el.textContent}`);

const drawBody = (blocks: BodyBlock[]) => renderScreen(<ArticleBody articleTitle="Figures" blocks={blocks} />).container.firstElementChild!;

describe('article body: captions under their pictures', () => {
  it('draws a paragraph’s picture with the next caption paragraph as its figcaption, then the paragraph’s text', () => {
    const body = drawBody([
      { type: 'paragraph', content: 'Abans de la imatge.' },
      { type: 'paragraph', content: 'El text del paràgraf amb imatge.', image: { name: 'riba.jpg' } },
      { type: 'paragraph', content: 'La riba a l’hivern', className: 'image-foot' },
      { type: 'paragraph', content: 'Després.' },
    ]);
    expect(outline(body)).toEqual([
      'p: Abans de la imatge.',
      'figure: La riba a l’hivern',
      'p: El text del paràgraf amb imatge.',
      'p: Després.',
    ]);
    const caption = screen.getByText('La riba a l’hivern');
    expect(caption.tagName).toBe('FIGCAPTION');
    // Directly under its picture, inside the same figure.
    expect(caption.previousElementSibling?.tagName).toBe('IMG');
    expect(caption.closest('figure')).toBe(screen.getByRole('img').closest('figure'));
  });

  it('takes the caption paragraph after an image block that has no caption of its own', () => {
    const body = drawBody([
      { type: 'image', name: 'porxada.jpg' },
      { type: 'paragraph', content: 'La Porxada de Granollers', className: 'image-foot' },
      { type: 'paragraph', content: 'Text.' },
    ]);
    expect(outline(body)).toEqual(['figure: La Porxada de Granollers', 'p: Text.']);
    expect(screen.getByRole('img', { name: 'La Porxada de Granollers' })).toBeTruthy();
  });

  it('leaves a caption paragraph that follows no picture, or a captioned image block, where it is', () => {
    const body = drawBody([
      { type: 'image', name: 'estany.jpg', content: 'L’estany' },
      { type: 'paragraph', content: 'Una nota de la redacció', className: 'image-foot' },
      { type: 'paragraph', content: 'Sense imatge.' },
      { type: 'paragraph', content: 'Un peu tot sol', className: 'image-foot' },
    ]);
    expect(outline(body)).toEqual(['figure: L’estany', 'p: Una nota de la redacció', 'p: Sense imatge.', 'p: Un peu tot sol']);
  });
});
