/**
 * A real Word clipboard capture (tests/fixtures/clipboard) pasted into the desk’s editors, as the
 * browser delivers it: a paste event with the HTML in its DataTransfer. In a paragraph, the
 * document becomes the desk's blocks (a heading, bold, a list, the Notes); in the title, its first
 * heading is the title and the rest opens the body; a table is turned into paragraphs and the
 * person is told so.
 */
import { screen, waitFor, within } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { deskApi } from '../../common/api/desk.js';
import type { BodyBlock } from '../../common/types.js';
import { ArticleEditor } from '../../renderer/features/staff-desk/ArticleEditor.js';
import { BlockEditor } from '../../renderer/features/staff-desk/BlockEditor.js';
import { blockItem } from '../../renderer/features/staff-desk/blocks.js';
import { TABLE_NOTICE } from '../../renderer/features/staff-desk/paste.js';
import { fakeApi } from './fakeApi.js';
import { renderScreen } from './render.js';

const WORD = path.resolve('tests/fixtures/clipboard/ckeditor4/pastefromword/generated/_fixtures');
const capture = (name: string) => fs.readFileSync(path.join(WORD, name, 'word2013/chrome.html'), 'utf8');

let latest: BodyBlock[] = [];

function Harness({ initial }: { initial: BodyBlock[] }) {
  const [items, setItems] = useState<ReturnType<typeof blockItem>[]>(() => initial.map(blockItem));
  latest = items.map((i) => i.block);
  return <BlockEditor items={items} onChange={setItems} errors={{}} />;
}

function paste(target: HTMLElement, html: string, text = 'text pla') {
  const clipboard = new DataTransfer();
  if (html) clipboard.setData('text/html', html);
  clipboard.setData('text/plain', text);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
}

const types = () => screen.getAllByTestId('block').map((b) => b.dataset.type);

describe('desk: pasting a Word document', () => {
  it('turns a long Word document pasted in an empty paragraph into a heading, bold text, lists and a Notes block', async () => {
    renderScreen(<Harness initial={[{ type: 'paragraph', content: '' }]} />);
    paste(screen.getByRole('textbox', { name: 'Text (Paràgraf 1)' }), capture('Tickets/9426CK_Sample_word_document'));
    // The empty paragraph gives its place to the document, which opens with its heading.
    await waitFor(() => expect(types()[0]).toBe('title'));
    expect(latest[0]).toEqual({ type: 'title', content: 'I. INTRODUCTION<sup>1</sup>' });
    expect(types()).toContain('list');
    expect(types().at(-1)).toBe('footnotes');
    const blocks = screen.getAllByTestId('block');
    // What the person sees in the editors: the heading's raised note number, bold runs, a list item, the note.
    expect(within(blocks[0]!).getByRole('textbox').querySelector('sup')?.textContent).toBe('1');
    expect(blocks.some((block) => block.dataset.type === 'paragraph' && block.querySelector('[role="textbox"] strong'))).toBe(true);
    const list = blocks.find((block) => block.dataset.type === 'list')!;
    expect(within(list).getByRole('textbox', { name: /^Element 1/ }).textContent).toBe('Definitions.');
    expect(within(blocks.at(-1)!).getByRole('textbox', { name: /^Nota 1/ }).textContent).toContain('275.206(4)-7');
  });

  it('adds pasted notes to the article’s Notes block, numbered after the notes it has', async () => {
    renderScreen(<Harness initial={[{ type: 'paragraph', content: '' }, { type: 'footnotes', notes: [{ content: 'Una nota que ja hi era.' }] }]} />);
    paste(screen.getByRole('textbox', { name: 'Text (Paràgraf 1)' }), capture('Tickets/7269Test_with_footnote'));
    await waitFor(() => expect(types()).toEqual(['paragraph', 'paragraph', 'footnotes']));
    expect(latest).toEqual([
      { type: 'paragraph', content: 'Test with footnote<sup>2</sup>.' },
      { type: 'paragraph', content: 'Another test<sup>3</sup>' },
      { type: 'footnotes', notes: [{ content: 'Una nota que ja hi era.' }, { content: 'A simple footnote' }, { content: 'Another simple footnote' }] },
    ]);
  });

  it('keeps a pasted table’s rows as paragraphs and tells the person so at the block', async () => {
    renderScreen(<Harness initial={[{ type: 'paragraph', content: '' }]} />);
    paste(screen.getByRole('textbox', { name: 'Text (Paràgraf 1)' }), capture('Simple_table'));
    await waitFor(() => expect(types()).toEqual(['paragraph', 'paragraph', 'paragraph']));
    expect(latest.map((b) => ('content' in b ? b.content : ''))).toEqual(['x\\y · 1 · 2', '1 · 1,1 · 1,2', '2 · 2,1 · 2,2']);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain(TABLE_NOTICE);
    within(notice).getByRole('button', { name: 'D’acord' }).click();
    await waitFor(() => expect(screen.queryByText(TABLE_NOTICE)).toBeNull());
  });

  it('pasted into the title: the first heading is the title, the rest opens the body', async () => {
    fakeApi([[deskApi.slug, (request) => ({ url: request.body.title, available: true, message: null })]]);
    renderScreen(<ArticleEditor saved={null} editionNumber={60} />);
    const title = screen.getByRole('textbox', { name: 'Títol' });
    paste(title, capture('Paragraphs_with_headers'));
    await waitFor(() => expect(title.textContent).toBe('Transforming Turn-Key Content'));
    // The new article's empty first paragraph is replaced by the document's body.
    await waitFor(() => expect(types()).toEqual(['paragraph', 'title2', 'paragraph', 'title2', 'paragraph']));
    expect(within(screen.getAllByTestId('block')[1]!).getByRole('textbox').textContent).toBe('Strategic ROI');
  });

  it('plain paragraphs pasted into the title: the first is the title, the others paragraphs of the body', async () => {
    fakeApi([[deskApi.slug, (request) => ({ url: request.body.title, available: true, message: null })]]);
    renderScreen(<ArticleEditor saved={null} editionNumber={60} />);
    const title = screen.getByRole('textbox', { name: 'Títol' });
    paste(title, '', 'Primer paràgraf.\n\nSegon paràgraf.\n\nTercer.');
    await waitFor(() => expect(title.textContent).toBe('Primer paràgraf.'));
    await waitFor(() => expect(types()).toEqual(['paragraph', 'paragraph']));
    expect(screen.getAllByTestId('block').map((block) => within(block).getByRole('textbox').textContent)).toEqual(['Segon paràgraf.', 'Tercer.']);
  });
});
