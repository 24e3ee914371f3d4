/**
 * @vitest-environment happy-dom
 *
 * The desk's paste handler on real clipboard captures of Word, Google Docs and LibreOffice
 * (tests/fixtures/clipboard, from CKEditor 4's paste tests): what readers would see is kept as
 * the desk's blocks (bold, italics, sup/sub, headings, lists, notes) and a table is turned into
 * paragraphs with a notice; pasted inside a block, the text after the caret follows the paste.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGE_NOTICE, TABLE_NOTICE, pastedBlocks, plainBlocks, withTail, type PastedBlock } from '../../renderer/features/staff-desk/paste.js';

const ROOT = path.resolve('tests/fixtures/clipboard/ckeditor4');
const word = (name: string) => fs.readFileSync(path.join(ROOT, 'pastefromword/generated/_fixtures', name, 'word2013/chrome.html'), 'utf8');
const gdocs = (name: string) => fs.readFileSync(path.join(ROOT, 'pastefromgdocs/generated/_fixtures', name, 'gdocs/chrome.html'), 'utf8');
const libreoffice = (name: string) => fs.readFileSync(path.join(ROOT, 'pastefromlibreoffice/generated/_fixtures', name, 'libreoffice6/chrome.html'), 'utf8');

describe('bold and italics', () => {
  it('keeps Word’s bold and italics written with mso-bidi styles (they concern right-to-left text only)', () => {
    expect(pastedBlocks(word('Bold')).blocks).toEqual([{ type: 'paragraph', content: '<strong>This text is only bolded.</strong>' }]);
    expect(pastedBlocks(word('Italic')).blocks).toEqual([{ type: 'paragraph', content: '<em>This text is only italicized.</em>' }]);
  });

  it('keeps Word’s and LibreOffice’s bold, italics, superscript and subscript', () => {
    expect(pastedBlocks(word('Colors')).blocks.map((b) => ('content' in b ? b.content : ''))).toEqual([
      'RAINBOW',
      '<em>RAINBOW</em>',
      '<strong>RAINBOW</strong>',
      '<strong>RAIN<sup>BOW</sup></strong>',
      '<strong>RAIN<sub>BOW</sub></strong>',
      'Hi<em>ghli</em>ght',
      'Hi<strong>ghli</strong>ght',
    ]);
    expect(pastedBlocks(libreoffice('Basic_styles')).blocks).toEqual([
      { type: 'paragraph', content: 'Basic inline styles' },
      { type: 'paragraph', content: '<strong>bold</strong>' },
      { type: 'paragraph', content: '<em>italic</em>' },
      { type: 'paragraph', content: 'underline' },
      { type: 'paragraph', content: 'strikethrough' },
      { type: 'paragraph', content: '<sup>superscript</sup>' },
      { type: 'paragraph', content: '<sub>subscript</sub>' },
    ]);
  });

  it('reads Google Docs’ styled spans, its raised and lowered text, and not its bold-looking wrapper', () => {
    const { blocks } = pastedBlocks(gdocs('Basic'));
    expect(blocks[0]).toEqual({ type: 'paragraph', content: '<a href="https://www.cksource.com"><strong>CKSource</strong></a><strong> Newsletter</strong>' });
    expect(blocks[1]).toEqual({ type: 'title', content: 'We <strong>have</strong> a s<em>u</em><sub>r</sub>pris<sup>e</sup>!' });
    expect(blocks[2]).toEqual({ type: 'paragraph', content: 'Lorem ipsum dolor sit amet, consectetuer adipiscing.' });
  });
});

describe('headings', () => {
  it('makes the paste’s top heading level Títol and the deeper ones Subtítol', () => {
    expect(pastedBlocks(word('Paragraphs_with_headers')).blocks.map((b) => b.type)).toEqual(['title', 'paragraph', 'title2', 'paragraph', 'title2', 'paragraph']);
    expect(pastedBlocks(word('Paragraphs_with_headers')).blocks[2]).toEqual({ type: 'title2', content: 'Strategic ROI' });
    expect(pastedBlocks(libreoffice('Heading_alignment')).blocks).toEqual([
      { type: 'title', content: 'I’m the centered heading' },
      { type: 'title2', content: 'I’m the left-aligned heading' },
      { type: 'title2', content: 'I’m the right-aligned heading' },
    ]);
  });
});

describe('headings whose top level is not h1', () => {
  it('makes the top level present Títol', () => {
    expect(pastedBlocks('<h2>Primera part</h2><p>Text.</p><h3>Un apartat</h3><h2>Segona part</h2>').blocks.map((b) => b.type)).toEqual(['title', 'paragraph', 'title2', 'title']);
  });
});

describe('lists', () => {
  it('makes Word’s list paragraphs a bulleted or numbered list, without the numbers Word writes as text', () => {
    const items = ['This', 'Is', 'A', 'One', 'Level'];
    expect(pastedBlocks(word('Unordered_list')).blocks).toEqual([{ type: 'list', ordered: false, items: [...items, 'Unordered', 'List'] }]);
    expect(pastedBlocks(word('Ordered_list')).blocks).toEqual([{ type: 'list', ordered: true, items: [...items, 'Ordered', 'List'] }]);
  });

  it('keeps LibreOffice’s and Google Docs’ lists, nested items in their place in the list', () => {
    const { blocks } = pastedBlocks(libreoffice('Lists'));
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'list', 'paragraph', 'list']);
    expect(blocks[1]).toMatchObject({ type: 'list', ordered: true });
    expect(blocks[1]).toHaveProperty('items', expect.arrayContaining(['list 1', 'list 1.1', 'list 4.1.1.1', 'list 4.2']));
    expect(blocks[3]).toMatchObject({ type: 'list', ordered: false, items: expect.arrayContaining(['list A', 'list B.B.A.A', 'list D.A']) as unknown });
    expect(pastedBlocks(gdocs('NestedOrderedLists')).blocks).toEqual([
      { type: 'list', ordered: true, items: ['ted items', 'Some list', 'With nested items', 'Some list', 'With nested items', 'Som'] },
    ]);
    expect(pastedBlocks(gdocs('NestedUnorderedLists')).blocks).toEqual([{ type: 'list', ordered: false, items: expect.arrayContaining(['Some list', 'Som']) as unknown }]);
  });
});

describe('notes', () => {
  it('makes Word’s footnotes the Notes block, each reference kept in the text as its number, raised', () => {
    expect(pastedBlocks(word('Tickets/7269Test_with_footnote')).blocks).toEqual([
      { type: 'paragraph', content: 'Test with footnote<sup>1</sup>.' },
      { type: 'paragraph', content: 'Another test<sup>2</sup>' },
      { type: 'footnotes', notes: [{ content: 'A simple footnote' }, { content: 'Another simple footnote' }] },
    ]);
  });

  it('reads a long real Word document: heading with its note reference, bold, list paragraphs and the note', () => {
    const { blocks, notices } = pastedBlocks(word('Tickets/9426CK_Sample_word_document'));
    expect(blocks[0]).toEqual({ type: 'title', content: 'I. INTRODUCTION<sup>1</sup>' });
    expect(blocks.filter((b) => b.type === 'paragraph' && b.content.includes('<strong>')).length).toBeGreaterThan(3);
    expect(blocks.some((b) => b.type === 'list' && b.ordered && b.items.includes('Definitions.'))).toBe(true);
    expect(blocks.at(-1)).toEqual({
      type: 'footnotes',
      notes: [{ content: '275.206(4)-7 (Compliance Procedures and Practices)<br>275.203.A-1 (Eligibility for SEC registration)<br>275.203.A-2 (Exemptions from Prohibition on SEC Registration)' }],
    });
    expect(blocks.filter((b) => b.type === 'footnotes')).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it('numbers the notes after the ones the article already has', () => {
    const { blocks } = pastedBlocks(word('Tickets/7269Test_with_footnote'), 4);
    expect(blocks.map((b) => ('content' in b ? b.content : b.type))).toEqual(['Test with footnote<sup>4</sup>.', 'Another test<sup>5</sup>', 'footnotes']);
  });

  it('makes Google Docs’ notes (#ftnt links) the Notes block, even when a div holds the whole paste', () => {
    const docs =
      '<div><p><span>Stalin va ser secretari general</span><sup><a href="#ftnt1" id="ftnt_ref1">[1]</a></sup><span> el 1922</span><sup><a href="#ftnt2" id="ftnt_ref2">[2]</a></sup><span>.</span></p>' +
      '<hr><div><p><a href="#ftnt_ref1" id="ftnt1">[1]</a><span>&nbsp;Del Partit </span><span style="font-style:italic">comunista</span>.</p></div>' +
      '<div><p><a href="#ftnt_ref2" id="ftnt2">[2]</a><span>&nbsp;Roy Medvedev.</span></p></div></div>';
    expect(pastedBlocks(docs).blocks).toEqual([
      { type: 'paragraph', content: 'Stalin va ser secretari general<sup>1</sup> el 1922<sup>2</sup>.' },
      { type: 'footnotes', notes: [{ content: 'Del Partit <em>comunista</em>.' }, { content: 'Roy Medvedev.' }] },
    ]);
  });

  it('makes LibreOffice’s notes (sdfootnote links) the Notes block', () => {
    const writer =
      '<p>Text<a class="sdfootnoteanc" name="sdfootnote1anc" href="#sdfootnote1sym"><sup>1</sup></a> i més.</p>' +
      '<div id="sdfootnote1"><p class="sdfootnote"><a class="sdfootnotesym" name="sdfootnote1sym" href="#sdfootnote1anc">1</a>La nota.</p></div>';
    expect(pastedBlocks(writer).blocks).toEqual([
      { type: 'paragraph', content: 'Text<sup>1</sup> i més.' },
      { type: 'footnotes', notes: [{ content: 'La nota.' }] },
    ]);
  });
});

describe('tables and pictures', () => {
  it('turns a table into one paragraph per row and says so', () => {
    expect(pastedBlocks(word('Simple_table'))).toEqual({
      blocks: [
        { type: 'paragraph', content: 'x\\y · 1 · 2' },
        { type: 'paragraph', content: '1 · 1,1 · 1,2' },
        { type: 'paragraph', content: '2 · 2,1 · 2,2' },
      ],
      notices: [TABLE_NOTICE],
    });
    const { blocks, notices } = pastedBlocks(libreoffice('Simple_table'));
    expect(blocks[0]).toEqual({ type: 'paragraph', content: '<strong>Project Phase</strong> · <strong>Deadline</strong> · <strong>Status</strong>' });
    expect(blocks).toHaveLength(4);
    expect(notices).toEqual([TABLE_NOTICE]);
  });

  it('says that Google Docs’ pictures were left out and its table turned into paragraphs', () => {
    const { blocks, notices } = pastedBlocks(gdocs('Basic'));
    expect(notices).toEqual([IMAGE_NOTICE, TABLE_NOTICE]);
    expect(blocks).toContainEqual({ type: 'paragraph', content: 'Simple · Table' });
    expect(blocks.at(-1)).toMatchObject({ type: 'list', ordered: true });
  });
});

describe('the text after the caret, pasted inside a block', () => {
  it('joins the end of the last pasted paragraph, HTML or plain text, the caret at the join', () => {
    const [, ...html] = pastedBlocks('<p>X1 <i>it</i></p><p>X2</p>').blocks;
    expect(withTail(html, 'BBB')).toEqual({ blocks: [{ type: 'paragraph', content: 'X2BBB' }], join: { block: 0, before: 'X2' } });
    const [, ...plain] = plainBlocks('P1\n\nP2').blocks;
    expect(withTail(plain, 'DDD')?.blocks).toEqual([{ type: 'paragraph', content: 'P2DDD' }]);
    expect(withTail(plain, '')).toEqual({ blocks: plain, join: { block: 0, before: 'P2' } });
  });

  it('comes after a Google Docs paste that ends in a list, or after a heading, as a paragraph of its own', () => {
    const { blocks } = pastedBlocks(gdocs('Basic'));
    expect(withTail(blocks, 'La meva cua.')).toEqual({ blocks: [...blocks, { type: 'paragraph', content: 'La meva cua.' }], join: { block: blocks.length, before: '' } });
    // Nothing after the caret: no empty paragraph, and no text at the list's end to put the caret in.
    expect(withTail(blocks, '')).toEqual({ blocks, join: null });
    expect(withTail([{ type: 'title2', content: 'Part' }], 'Cua')?.blocks).toEqual([{ type: 'title2', content: 'Part' }, { type: 'paragraph', content: 'Cua' }]);
  });

  it('follows the block before the pasted notes (they go to the Notes block), and nothing when only notes were pasted', () => {
    const notes: PastedBlock = { type: 'footnotes', notes: [{ content: 'La nota.' }] };
    expect(withTail([{ type: 'paragraph', content: 'Dos<sup>1</sup>' }, notes], ' i cua')).toEqual({
      blocks: [{ type: 'paragraph', content: 'Dos<sup>1</sup> i cua' }, notes],
      join: { block: 0, before: 'Dos<sup>1</sup>' },
    });
    expect(withTail([notes], ' i cua')).toBeNull();
  });
});
