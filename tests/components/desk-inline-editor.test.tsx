/**
 * The desk's inline text editor (InlineEditor): superscript and subscript have their buttons
 * ('Superíndex', 'Subíndex') beside the others and TipTap's keys (Ctrl+. and Ctrl+,); and the
 * links extension loads without a word in the console, however many editors the article opens.
 */
import type { Editor } from '@tiptap/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InlineEditor } from '../../renderer/features/staff-desk/InlineEditor.js';
import { renderScreen } from './render.js';

/**
 * What the console is told. linkifyjs keeps the `console.warn` it finds when it loads, so a spy
 * set inside a test would hear nothing: this one is in place before any module of the file loads.
 */
const warnings = vi.hoisted(() => {
  const said: string[] = [];
  const original = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    said.push(args.map(String).join(' '));
    original(...args);
  };
  return said;
});

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLElement & { editor: Editor };

/** An editor of `value`, and every HTML its changes hand on, last last. */
function renderEditor(label: string, value: string) {
  const changes: string[] = [];
  const view = renderScreen(<InlineEditor label={label} value={value} onChange={(html) => changes.push(html)} />);
  return { changes, view };
}

/** Selects characters [from, to) of the text, as a drag over them would. */
function select(label: string, from: number, to: number) {
  field(label).editor.chain().focus().setTextSelection({ from: from + 1, to: to + 1 }).run();
}

describe('superscript and subscript in the inline editor', () => {
  it("offers 'Superíndex' and 'Subíndex' in the toolbar, pressed while the selection has them", async () => {
    const user = userEvent.setup();
    const { changes } = renderEditor('Text', 'H2O i nota1');
    const toolbar = screen.getByRole('toolbar', { name: 'Format: Text' });
    expect(toolbar.contains(screen.getByRole('button', { name: 'Superíndex' }))).toBe(true);
    expect(screen.getByRole('button', { name: 'Superíndex' }).getAttribute('title')).toBe('Superíndex (Ctrl+.)');
    expect(screen.getByRole('button', { name: 'Subíndex' }).getAttribute('title')).toBe('Subíndex (Ctrl+,)');

    select('Text', 1, 2);
    await user.click(screen.getByRole('button', { name: 'Subíndex' }));
    await waitFor(() => expect(changes.at(-1)).toBe('H<sub>2</sub>O i nota1'));
    expect(screen.getByRole('button', { name: 'Subíndex' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Superíndex' }).getAttribute('aria-pressed')).toBe('false');

    select('Text', 10, 11);
    await user.click(screen.getByRole('button', { name: 'Superíndex' }));
    await waitFor(() => expect(changes.at(-1)).toBe('H<sub>2</sub>O i nota<sup>1</sup>'));
    expect(screen.getByRole('button', { name: 'Superíndex' }).getAttribute('aria-pressed')).toBe('true');

    // Pressed again, it takes the mark off.
    await user.click(screen.getByRole('button', { name: 'Superíndex' }));
    await waitFor(() => expect(changes.at(-1)).toBe('H<sub>2</sub>O i nota1'));
  });

  it('raises with Ctrl+. and lowers with Ctrl+, (one replacing the other)', async () => {
    const user = userEvent.setup();
    const { changes } = renderEditor('Text', 'x2');
    select('Text', 1, 2);
    await user.keyboard('{Control>}.{/Control}');
    await waitFor(() => expect(changes.at(-1)).toBe('x<sup>2</sup>'));
    await user.keyboard('{Control>},{/Control}');
    await waitFor(() => expect(changes.at(-1)).toBe('x<sub>2</sub>'));
  });
});

describe('the links extension', () => {
  it('says nothing in the console when an editor opens after another has read links', async () => {
    const user = userEvent.setup();
    warnings.length = 0;
    const first = renderEditor('Títol', '');
    // TipTap's focus command waits for a frame: the typing waits for the focus, or its first key
    // goes to the page (CI once lost the 'L').
    field('Títol').editor.commands.focus('end');
    await waitFor(() => expect(field('Títol').contains(document.activeElement)).toBe(true));
    // Typing runs the autolink, which sets linkify up: from then on a scheme registered is too late.
    await user.keyboard('Llegiu www.exemple.cat ara');
    await waitFor(() => expect(first.changes.at(-1)).toBe('Llegiu <a href="http://www.exemple.cat">www.exemple.cat</a> ara'));
    renderEditor('Resum', 'Un altre text');
    renderEditor('Text', 'I un tercer');
    await waitFor(() => expect(screen.getAllByRole('textbox')).toHaveLength(3));
    expect(warnings).toEqual([]);
  });
});
