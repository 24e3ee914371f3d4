/**
 * The desk's block editor: blocks of every type added, moved by buttons and by Alt+arrows (and
 * announced), duplicated and deleted; a YouTube address checked as typed; and word-processor
 * paste kept to what readers see (tests/unit/paste-captures.test.ts runs it on real captures).
 */
import type { Editor } from '@tiptap/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Article, BodyBlock } from '../../common/types.js';
import { ArticleView } from '../../renderer/views/article/ArticleView.js';
import { BlockEditor } from '../../renderer/features/staff-desk/BlockEditor.js';
import { BLOCK_LABELS, BLOCK_TYPES, blockItem } from '../../renderer/features/staff-desk/blocks.js';
import { pastedBlocks } from '../../renderer/features/staff-desk/paste.js';
import { fakeIntersection } from './intersection.js';
import { renderScreen } from './render.js';

let latest: BodyBlock[] = [];

function Harness({ initial }: { initial: BodyBlock[] }) {
  const [items, setItems] = useState<ReturnType<typeof blockItem>[]>(() => initial.map(blockItem));
  latest = items.map((i) => i.block);
  return <BlockEditor items={items} onChange={setItems} errors={{}} />;
}

const paragraphs = (html: string) => pastedBlocks(html).blocks.map((b) => ('content' in b ? b.content : b.type));

const types = () => screen.getAllByTestId('block').map((b) => b.dataset.type);

/** Lets a frame go by: what the editor does at the next frame (a focus it gives) is done before the test types. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Puts the caret `offset` characters into a block's text, as a click there would. */
async function caretAt(name: string, offset: number) {
  const field = () => screen.getByRole('textbox', { name }) as HTMLElement & { editor?: Editor };
  // A block further down shows a stand-in until focused (LazyInlineEditor).
  field().focus();
  await waitFor(() => expect(field().editor).toBeDefined());
  field().editor!.commands.focus(offset + 1);
  await waitFor(() => expect(document.activeElement).toBe(field()));
}

describe('block editor', () => {
  it('adds a block of every type the spec names, each with its own fields', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial={[]} />);
    expect(screen.getByText('El cos és buit: afegeix-hi el primer bloc.')).toBeTruthy();
    for (const type of BLOCK_TYPES) {
      await user.selectOptions(screen.getByLabelText('Tipus de bloc nou'), BLOCK_LABELS[type]);
      await user.click(screen.getByRole('button', { name: 'Afegeix el bloc' }));
    }
    expect(types()).toEqual(BLOCK_TYPES);
    expect(latest.map((b) => b.type)).toEqual(BLOCK_TYPES);
    // A few of their fields: the pull quote's reference, the QR address, the notes' list.
    expect(screen.getByRole('textbox', { name: 'Referència (Cita destacada 2)' })).toBeTruthy();
    expect(screen.getByLabelText('Adreça del codi QR')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nota 1 (Notes 10)' })).toBeTruthy();
  });

  it('names the list block after the heading readers see over it (Bibliografia)', () => {
    const article = { _id: 'a1', title: 'Les pedres', section: 'llibres', url: 'les-pedres', text: [{ type: 'biography', content: ['Nascuda a Banyoles.'] }], authors: [], data: '01/02/2030', issueNumber: 60 } satisfies Article;
    renderScreen(<ArticleView article={article} />);
    const readersSee = screen.getByText('Nascuda a Banyoles.').closest('section')!.querySelector('h2')!.textContent;
    cleanup();
    renderScreen(<Harness initial={[]} />);
    const offered = within(screen.getByLabelText('Tipus de bloc nou')).getAllByRole('option').map((option) => option.textContent);
    expect(readersSee).toBe('Bibliografia');
    expect(offered).toContain(readersSee);
    expect(offered).not.toContain('Biografia');
  });

  it('moves blocks by their buttons and by Alt+↑/↓, and says where they went', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial={[{ type: 'paragraph', content: 'u' }, { type: 'title', content: 'dos' }, { type: 'question', content: 'tres' }]} />);
    await user.click(screen.getByRole('button', { name: 'Baixa Paràgraf 1' }));
    expect(types()).toEqual(['title', 'paragraph', 'question']);
    expect(screen.getByText('Paràgraf mogut a la posició 2 de 3.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Puja Títol 1' }) as HTMLButtonElement).disabled).toBe(true);

    const question = screen.getAllByTestId('block')[2]!;
    question.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(types()).toEqual(['title', 'question', 'paragraph']);
    expect(screen.getByText('Pregunta moguda a la posició 2 de 3.')).toBeTruthy();
    await user.keyboard('{Alt>}{Home}{/Alt}');
    expect(types()).toEqual(['question', 'title', 'paragraph']);
    expect(latest.map((b) => b.type)).toEqual(['question', 'title', 'paragraph']);
  });

  it('keeps the caret in a block’s text where it was when Alt+↑/↓ moves it, so typing goes on there', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial={[{ type: 'paragraph', content: 'u' }, { type: 'question', content: 'dos tres' }, { type: 'title', content: 'quatre' }]} />);
    await caretAt('Text (Pregunta 2)', 'dos '.length);
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(types()).toEqual(['question', 'paragraph', 'title']);
    await nextFrame();
    await user.keyboard('X');
    await waitFor(() => expect(latest[0]).toEqual({ type: 'question', content: 'dos Xtres' }));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(types()).toEqual(['paragraph', 'question', 'title']);
    await nextFrame();
    await user.keyboard('Y');
    await waitFor(() => expect(latest[1]).toEqual({ type: 'question', content: 'dos XYtres' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Text (Pregunta 2)' }));
  });

  it('puts the caret in a new block’s text, or in an image’s or a video’s first field, after ‘Afegeix el bloc’', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial={[{ type: 'paragraph', content: 'u' }]} />);
    await user.click(screen.getByRole('button', { name: 'Afegeix el bloc' }));
    await nextFrame();
    // A key at a time: keys typed in one call drop every other character in this DOM, in any block.
    for (const key of 'Primer') await user.keyboard(key);
    await waitFor(() => expect(latest[1]).toEqual({ type: 'paragraph', content: 'Primer' }));
    await user.selectOptions(screen.getByLabelText('Tipus de bloc nou'), BLOCK_LABELS.list);
    await user.click(screen.getByRole('button', { name: 'Afegeix el bloc' }));
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Element 1 (Llista 3)' }));
    await user.selectOptions(screen.getByLabelText('Tipus de bloc nou'), BLOCK_LABELS.image);
    await user.click(screen.getByRole('button', { name: 'Afegeix el bloc' }));
    await nextFrame();
    expect(document.activeElement).toBe(within(screen.getAllByTestId('block')[3]!).getByRole('button', { name: 'Tria de la mediateca' }));
    await user.selectOptions(screen.getByLabelText('Tipus de bloc nou'), BLOCK_LABELS.youtube);
    await user.click(screen.getByRole('button', { name: 'Afegeix el bloc' }));
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByLabelText('Adreça del vídeo de YouTube'));
  });

  it('duplicates a block with its content and deletes one', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial={[{ type: 'paragraph2', content: 'Una cita', reference: 'Algú' }, { type: 'title', content: 'Títol' }]} />);
    await user.click(screen.getByRole('button', { name: 'Duplica Cita destacada 1' }));
    expect(types()).toEqual(['paragraph2', 'paragraph2', 'title']);
    expect(latest[1]).toEqual({ type: 'paragraph2', content: 'Una cita', reference: 'Algú' });
    await user.click(screen.getByRole('button', { name: 'Esborra Títol 3' }));
    expect(types()).toEqual(['paragraph2', 'paragraph2']);
    expect(screen.getByText('Títol 3 esborrat.')).toBeTruthy();
  });

  it('turns a pasted YouTube address into the embed address and refuses anything else with a reason', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial={[{ type: 'youtube', content: '' }]} />);
    const address = screen.getByLabelText('Adreça del vídeo de YouTube');
    await user.click(address);
    await user.paste('https://vimeo.com/123');
    expect(within(screen.getByTestId('block')).getByText('no és una adreça d’un vídeo de YouTube')).toBeTruthy();
    await user.clear(address);
    await user.paste('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10');
    expect(screen.getByText('S’incrustarà com https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=10')).toBeTruthy();
  });
});

describe('paragraph styles', () => {
  it('takes CSS declarations and keeps them as the JSON the site reads; refuses anything else as typed', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial={[{ type: 'paragraph', content: 'Text', styles: '{"textAlign":"right"}' }]} />);
    await user.click(screen.getByText('Imatge, estil i impressió'));
    const field = screen.getByLabelText('Estils');
    expect((field as HTMLInputElement).value).toBe('text-align: right');
    await user.clear(field);
    await user.type(field, 'text-align: center; font-style: italic');
    expect(latest[0]).toMatchObject({ styles: '{"textAlign":"center","fontStyle":"italic"}' });
    await user.type(field, '; color');
    expect(screen.getByText(/escriu cada propietat com a propietat: valor/)).toBeTruthy();
    expect(latest[0]).toMatchObject({ styles: '{"textAlign":"center","fontStyle":"italic"}' });
    await user.clear(field);
    expect(latest[0]).not.toHaveProperty('styles');
  });
});

describe('paste from a word processor', () => {
  it('pastes into a paragraph: the first pasted paragraph where the cursor is, each further one as a new paragraph block', async () => {
    renderScreen(<Harness initial={[{ type: 'paragraph', content: '' }, { type: 'title', content: 'Després' }]} />);
    const editable = screen.getByRole('textbox', { name: 'Text (Paràgraf 1)' });
    const clipboard = new DataTransfer();
    clipboard.setData('text/html', '<p class="MsoNormal">Un <i>riu</i> <span style="color:red">vermell</span></p><p class="MsoNormal"><b>Dos</b> <a href="https://revistaestany.cat/">enllaç</a></p>');
    editable.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
    await waitFor(() => expect(types()).toEqual(['paragraph', 'paragraph', 'title']));
    expect(latest[0]).toEqual({ type: 'paragraph', content: 'Un <em>riu</em> vermell' });
    expect(latest[1]).toEqual({ type: 'paragraph', content: '<strong>Dos</strong> <a href="https://revistaestany.cat/">enllaç</a>' });
  });

  it('keeps Word’s paragraphs, italics, bold and links and drops its styles, classes and comments', () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>
      <!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]-->
      <p class=MsoNormal style='margin:0cm'><span style='font-family:"Calibri"'>El riu <i>baixa</i> <b>ple</b>.</span><o:p></o:p></p>
      <p class=MsoNormal><a href="https://revistaestany.cat/">La revista</a> i <a href="javascript:alert(1)">res</a><span style="color:red">!</span></p>
      <p class=MsoNormal><o:p>&nbsp;</o:p></p></body></html>`;
    expect(paragraphs(word)).toEqual(['El riu <em>baixa</em> <strong>ple</strong>.', '<a href="https://revistaestany.cat/">La revista</a> i res!']);
  });

  it('reads Google Docs’ styled spans and ignores its bold-looking wrapper', () => {
    const docs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:400;font-style:italic;">Cursiva</span><span style="font-weight:700;"> i negreta</span></p><p dir="ltr"><span style="font-weight:400;">Segon paràgraf</span></p></b>`;
    expect(paragraphs(docs)).toEqual(['<em>Cursiva</em><strong> i negreta</strong>', 'Segon paràgraf']);
  });

  it('leaves out the number Word writes before a list item, and makes the item a list', () => {
    const item = `<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Primer punt<o:p></o:p></p>`;
    expect(pastedBlocks(item).blocks).toEqual([{ type: 'list', ordered: true, items: ['Primer punt'] }]);
  });

  it('makes a heading a Títol block and a table’s rows paragraphs, escapes text and drops scripts', () => {
    expect(pastedBlocks('<h1>Títol</h1><table><tr><td>a &lt; b</td></tr></table><script>x()</script>').blocks).toEqual([
      { type: 'title', content: 'Títol' },
      { type: 'paragraph', content: 'a &lt; b' },
    ]);
  });
});

describe('a long body', () => {
  afterEach(() => vi.unstubAllGlobals());

  const paragraphs = (n: number): BodyBlock[] => Array.from({ length: n }, (_, i) => ({ type: 'paragraph', content: `Paràgraf <em>número</em> ${i + 1}` }));
  const isEditor = (name: string) => screen.getByRole('textbox', { name }).getAttribute('contenteditable') === 'true';

  it('mounts the editors of the first blocks at once and the others as they come near the screen', async () => {
    const view = fakeIntersection();
    renderScreen(<Harness initial={paragraphs(30)} />);
    expect(isEditor('Text (Paràgraf 1)')).toBe(true);
    // Further down, the text stands in under the same name until the block nears the screen.
    expect(isEditor('Text (Paràgraf 30)')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Text (Paràgraf 30)' }).innerHTML).toBe('<p>Paràgraf <em>número</em> 30</p>');
    view.showAll();
    await waitFor(() => expect(isEditor('Text (Paràgraf 30)')).toBe(true));
  });

  it('mounts a block’s editor when its stand-in is focused, and typing there changes the block', async () => {
    fakeIntersection();
    const user = userEvent.setup();
    renderScreen(<Harness initial={paragraphs(30)} />);
    screen.getByRole('textbox', { name: 'Text (Paràgraf 20)' }).focus();
    await waitFor(() => expect(isEditor('Text (Paràgraf 20)')).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Text (Paràgraf 20)' })));
    // ProseMirror puts its caret in on the focus event's turn: keys typed before then go nowhere.
    await waitFor(() => {
      const caret = window.getSelection()?.anchorNode;
      expect(caret && screen.getByRole('textbox', { name: 'Text (Paràgraf 20)' }).contains(caret)).toBe(true);
    });
    await user.keyboard('!');
    await waitFor(() => expect(latest[19]?.type === 'paragraph' && latest[19].content).toContain('!'));
    expect(latest[18]).toEqual({ type: 'paragraph', content: 'Paràgraf <em>número</em> 19' });
  });

  it('makes a paragraph’s options when they are first unfolded, and they change the block', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial={paragraphs(2)} />);
    expect(screen.queryByLabelText('Classe')).toBeNull();
    await user.click(within(screen.getAllByTestId('block')[1]!).getByText('Imatge, estil i impressió'));
    await user.selectOptions(await screen.findByLabelText('Classe'), 'image-foot');
    expect(latest[1]).toEqual({ type: 'paragraph', content: 'Paràgraf <em>número</em> 2', className: 'image-foot' });
    expect(latest[0]).toEqual({ type: 'paragraph', content: 'Paràgraf <em>número</em> 1' });
  });
});
