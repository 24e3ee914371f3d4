/** The reader's article body draws a list block as a list, and keeps raised and lowered text. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from '../../renderer/views/article/ArticleBody.js';
import { renderScreen } from './render.js';

describe('article body: lists and sup/sub', () => {
  it('shows a bulleted and a numbered list with their items, and a note reference raised', () => {
    renderScreen(
      <ArticleBody
        articleTitle="Llistes"
        blocks={[
          { type: 'paragraph', content: 'L’aigua<sup>1</sup> és H<sub>2</sub>O.' },
          { type: 'list', ordered: false, items: ['Pa de <em>pagès</em>', 'Vi'] },
          { type: 'list', ordered: true, items: ['Primer', 'Segon'] },
        ]}
      />,
    );
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(bullets!.tagName).toBe('UL');
    expect(within(bullets!).getAllByRole('listitem').map((li) => li.innerHTML)).toEqual(['Pa de <em>pagès</em>', 'Vi']);
    expect(numbers!.tagName).toBe('OL');
    expect(within(numbers!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Primer', 'Segon']);
    expect(screen.getByText('1', { selector: 'sup' })).toBeTruthy();
    expect(screen.getByText('2', { selector: 'sub' })).toBeTruthy();
  });
});

describe('article body: a picture or a video not chosen yet', () => {
  it('draws nothing for it and asks the server for nothing (the desk’s preview of a new block asked for /api/images/)', () => {
    const { container } = renderScreen(
      <ArticleBody
        articleTitle="Blocs nous"
        blocks={[
          { type: 'paragraph', content: 'Abans.' },
          { type: 'image', name: '', content: 'Peu encara sense imatge' },
          { type: 'video', name: ' ', content: '' },
          { type: 'paragraph', content: 'Després.' },
        ]}
      />,
    );
    expect(container.querySelectorAll('img, video, source, figure')).toHaveLength(0);
    expect(screen.getByText('Abans.')).toBeTruthy();
    expect(screen.getByText('Després.')).toBeTruthy();
  });
});
