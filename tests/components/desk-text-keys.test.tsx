/**
 * The desk's text as in any word processor (issue 26): Enter splits a text block into a new
 * paragraph with the caret in it, Shift+Enter is a line break, Backspace at a block's start joins
 * it to the one before (caret at the join); the link button opens an in-app field (no
 * window.prompt) that makes `www.…` whole, refuses a bad address with its reason, edits and removes.
 */
import type { Editor } from '@tiptap/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BodyBlock } from '../../common/types.js';
import { BlockEditor } from '../../renderer/features/staff-desk/BlockEditor.js';
import { blockItem } from '../../renderer/features/staff-desk/blocks.js';
import { renderScreen } from './render.js';

let latest: BodyBlock[] = [];

function Harness({ initial }: { initial: BodyBlock[] }) {
  const [items, setItems] = useState<ReturnType<typeof blockItem>[]>(() => initial.map(blockItem));
  latest = items.map((i) => i.block);
  return <BlockEditor items={items} onChange={setItems} errors={{}} />;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLElement & { editor: Editor };

/** Puts the caret `offset` characters into a block's text, as a click there would. */
async function caretAt(name: string, offset: number) {
  // A block further down shows a stand-in until focused (LazyInlineEditor).
  field(name).focus();
  await waitFor(() => expect(field(name).editor).toBeDefined());
  const editable = field(name);
  editable.editor.commands.focus(offset + 1);
  await waitFor(() => expect(document.activeElement).toBe(editable));
}

const caretIn = (name: string) => {
  const anchor = window.getSelection()?.anchorNode;
  return Boolean(anchor && field(name).contains(anchor));
};

describe('Enter and Backspace across blocks', () => {
  it('splits a paragraph at the caret on Enter, into a new paragraph block where typing goes on', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial={[{ type: 'paragraph', content: 'Primer <em>paràgraf</em>.Segon' }, { type: 'title', content: 'Després' }]} />);
    await caretAt('Text (Paràgraf 1)', 'Primer paràgraf.'.length);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(latest.map((b) => b.type)).toEqual(['paragraph', 'paragraph', 'title']));
    expect(latest[0]).toEqual({ type: 'paragraph', content: 'Primer <em>paràgraf</em>.' });
    expect(latest[1]).toEqual({ type: 'paragraph', content: 'Segon' });
    await waitFor(() => expect(caretIn('Text (Paràgraf 2)')).toBe(true));
    await user.keyboard('El ');
    await waitFor(() => expect(latest[1]).toEqual({ type: 'paragraph', content: 'El Segon' }));
  });

  it('splits a heading too, the text after the caret going to a paragraph', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial={[{ type: 'title2', content: 'Les pedres' }]} />);
    await caretAt('Text (Subtítol 1)', 'Les pedres'.length);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(latest).toEqual([{ type: 'title2', content: 'Les pedres' }, { type: 'paragraph', content: '' }]));
  });

  it('breaks the line on Shift+Enter, in the same block', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial={[{ type: 'paragraph', content: 'Vers un' }]} />);
    await caretAt('Text (Paràgraf 1)', 'Vers un'.length);
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await waitFor(() => expect(latest).toEqual([{ type: 'paragraph', content: 'Vers un<br>' }]));
  });

  it('joins a block to the one before on Backspace at its start, the caret at the join', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial={[{ type: 'paragraph', content: 'Primer<br><strong>pa</strong>' }, { type: 'paragraph', content: 'Segon' }, { type: 'question', content: 'Tercer?' }]} />);
    await caretAt('Text (Paràgraf 2)', 0);
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(latest).toEqual([{ type: 'paragraph', content: 'Primer<br><strong>pa</strong>Segon' }, { type: 'question', content: 'Tercer?' }]));
    await waitFor(() => expect(caretIn('Text (Paràgraf 1)')).toBe(true));
    await user.keyboard('|');
    await waitFor(() => expect(latest[0]).toEqual({ type: 'paragraph', content: 'Primer<br><strong>pa|</strong>Segon' }));
  });

  it('joins nothing into a block that is not text, nor a block that would lose its picture', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial={[{ type: 'image', name: 'riu.jpg' }, { type: 'paragraph', content: 'Peu' }, { type: 'paragraph', content: 'Amb imatge', image: { name: 'a.jpg' } }]} />);
    await caretAt('Text (Paràgraf 2)', 0);
    await user.keyboard('{Backspace}');
    await caretAt('Text (Paràgraf 3)', 0);
    await user.keyboard('{Backspace}');
    expect(latest).toHaveLength(3);
    expect(latest[1]).toEqual({ type: 'paragraph', content: 'Peu' });
  });
});

/** A paste as the browser delivers it: an event with the clipboard's HTML and plain text. */
function paste(target: HTMLElement, html: string, text = '') {
  const clipboard = new DataTransfer();
  if (html) clipboard.setData('text/html', html);
  clipboard.setData('text/plain', text);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
}

describe('pasting several paragraphs inside a block', () => {
  it('puts the text after the caret after the last pasted paragraph, the caret at the join', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial={[{ type: 'paragraph', content: 'AAA BBB' }, { type: 'title', content: 'Després' }]} />);
    await caretAt('Text (Paràgraf 1)', 'AAA '.length);
    paste(field('Text (Paràgraf 1)'), '<p>X1 <i>it</i></p><p>X2</p>', 'X1 it\n\nX2');
    await waitFor(() => expect(latest).toEqual([{ type: 'paragraph', content: 'AAA X1 <em>it</em>' }, { type: 'paragraph', content: 'X2BBB' }, { type: 'title', content: 'Després' }]));
    await waitFor(() => expect(caretIn('Text (Paràgraf 2)')).toBe(true));
    await user.keyboard('|');
    await waitFor(() => expect(latest[1]).toEqual({ type: 'paragraph', content: 'X2|BBB' }));
  });

  it('does the same with plain text', async () => {
    renderScreen(<Harness initial={[{ type: 'paragraph', content: 'X2 CCC DDD' }]} />);
    await caretAt('Text (Paràgraf 1)', 'X2 CCC '.length);
    paste(field('Text (Paràgraf 1)'), '', 'P1\n\nP2');
    await waitFor(() => expect(latest).toEqual([{ type: 'paragraph', content: 'X2 CCC P1' }, { type: 'paragraph', content: 'P2DDD' }]));
  });

  it('makes no empty block when pasting at the very start or end of a block', async () => {
    renderScreen(<Harness initial={[{ type: 'paragraph', content: 'Inici' }, { type: 'paragraph', content: 'Final' }]} />);
    await caretAt('Text (Paràgraf 1)', 0);
    paste(field('Text (Paràgraf 1)'), '', 'P1\n\nP2');
    await waitFor(() => expect(latest).toEqual([{ type: 'paragraph', content: 'P1' }, { type: 'paragraph', content: 'P2Inici' }, { type: 'paragraph', content: 'Final' }]));
    await caretAt('Text (Paràgraf 3)', 'Final'.length);
    paste(field('Text (Paràgraf 3)'), '<p>Q1</p><p>Q2</p>');
    await waitFor(() => expect(latest.slice(2)).toEqual([{ type: 'paragraph', content: 'FinalQ1' }, { type: 'paragraph', content: 'Q2' }]));
  });

  it('puts the text after the caret after a pasted document that ends in a heading or a list, as a paragraph of its own', async () => {
    renderScreen(<Harness initial={[{ type: 'paragraph', content: 'Meu text. Cua meva.' }]} />);
    await caretAt('Text (Paràgraf 1)', 'Meu text. '.length);
    paste(field('Text (Paràgraf 1)'), '<h2>Part</h2><p>Un</p><ul><li>a</li><li>b</li></ul>');
    await waitFor(() =>
      expect(latest).toEqual([
        { type: 'paragraph', content: 'Meu text. ' },
        { type: 'title', content: 'Part' },
        { type: 'paragraph', content: 'Un' },
        { type: 'list', ordered: false, items: ['a', 'b'] },
        { type: 'paragraph', content: 'Cua meva.' },
      ]),
    );
  });

  it('puts a heading pasted at a paragraph’s start in its place, the paragraph’s text after the paste', async () => {
    renderScreen(<Harness initial={[{ type: 'paragraph', content: 'Meu' }]} />);
    await caretAt('Text (Paràgraf 1)', 0);
    paste(field('Text (Paràgraf 1)'), '<h2>Part</h2><p>Un</p>');
    await waitFor(() => expect(latest).toEqual([{ type: 'title', content: 'Part' }, { type: 'paragraph', content: 'UnMeu' }]));
  });
});

describe('the link field', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links the chosen words to a www address made whole, without window.prompt', async () => {
    // Electron has no prompt(): the field must not need one.
    const prompt = vi.fn(() => {
      throw new Error('prompt() is not supported');
    });
    vi.stubGlobal('prompt', prompt);
    const user = userEvent.setup();
    renderScreen(<Harness initial={[{ type: 'paragraph', content: 'Llegiu la revista.' }]} />);
    field('Text (Paràgraf 1)').editor.commands.setTextSelection({ from: 11, to: 18 });
    await user.click(screen.getByRole('button', { name: 'Enllaç' }));
    const address = screen.getByLabelText('Adreça de l’enllaç');
    expect(document.activeElement).toBe(address);
    await user.type(address, 'www.exemple.cat{Enter}');
    await waitFor(() => expect(latest[0]).toEqual({ type: 'paragraph', content: 'Llegiu la <a href="https://www.exemple.cat">revista</a>.' }));
    expect(screen.queryByLabelText('Adreça de l’enllaç')).toBeNull();
    expect(document.activeElement).toBe(field('Text (Paràgraf 1)'));
    expect(prompt).not.toHaveBeenCalled();
  });

  it('refuses an address it cannot link with its reason in the field, and Escape closes it and gives the text back the caret', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial={[{ type: 'paragraph', content: 'Text' }]} />);
    field('Text (Paràgraf 1)').editor.commands.setTextSelection({ from: 1, to: 5 });
    await user.click(screen.getByRole('button', { name: 'Enllaç' }));
    const address = screen.getByLabelText('Adreça de l’enllaç');
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Només s’admeten adreces web (https://…) i de correu.');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(address.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    await user.clear(address);
    await user.type(address, 'revista{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Falta el domini de l’adreça, com a www.exemple.cat.');
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Adreça de l’enllaç')).toBeNull();
    expect(document.activeElement).toBe(field('Text (Paràgraf 1)'));
    expect(latest[0]).toEqual({ type: 'paragraph', content: 'Text' });
  });

  it('edits an existing link’s address and removes a link', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial={[{ type: 'paragraph', content: 'Vegeu <a href="https://vell.cat">el web</a>.' }]} />);
    // The caret inside the link, nothing chosen: the whole link is edited.
    await caretAt('Text (Paràgraf 1)', 8);
    await user.click(screen.getByRole('button', { name: 'Edita l’enllaç' }));
    const address = screen.getByLabelText('Adreça de l’enllaç') as HTMLInputElement;
    expect(address.value).toBe('https://vell.cat');
    await user.clear(address);
    await user.type(address, 'nou.cat/pagina');
    await user.click(screen.getByRole('button', { name: 'Desa l’enllaç' }));
    await waitFor(() => expect(latest[0]).toEqual({ type: 'paragraph', content: 'Vegeu <a href="https://nou.cat/pagina">el web</a>.' }));

    await caretAt('Text (Paràgraf 1)', 8);
    await user.click(screen.getByRole('button', { name: 'Edita l’enllaç' }));
    await user.click(screen.getByRole('button', { name: 'Treu l’enllaç' }));
    await waitFor(() => expect(latest[0]).toEqual({ type: 'paragraph', content: 'Vegeu el web.' }));
  });
});
