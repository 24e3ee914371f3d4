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
