/**
 * Text pasted from a word processor (Word, LibreOffice, Google Docs) as the desk keeps it: its
 * paragraphs, each as inline HTML with only italics, bold, links and line breaks; every other
 * tag, style, class and comment is dropped. Google Docs and LibreOffice mark italics and bold with
 * styles (and wrap everything in `<b style="font-weight:normal">`), so styles are read for that.
 */

const SKIPPED = new Set(['STYLE', 'SCRIPT', 'META', 'TITLE', 'HEAD', 'XML', 'TEMPLATE', 'O:P']);
const BLOCKS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE', 'TR', 'PRE', 'SECTION', 'ARTICLE', 'TABLE', 'UL', 'OL']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

interface Marks {
  bold: boolean;
  italic: boolean;
}

function marksOf(element: HTMLElement, inherited: Marks): Marks {
  const tag = element.tagName;
  const style = (element.getAttribute('style') ?? '').toLowerCase().replace(/\s+/g, '');
  const weight = /font-weight:(\w+)/.exec(style)?.[1];
  let bold = inherited.bold;
  if (tag === 'B' || tag === 'STRONG') bold = weight !== 'normal' && weight !== '400';
  if (weight) bold = weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
  let italic = inherited.italic || tag === 'I' || tag === 'EM';
  if (/font-style:italic/.test(style)) italic = true;
  if (/font-style:normal/.test(style)) italic = false;
  return { bold, italic };
}

function wrap(text: string, marks: Marks): string {
  let html = text;
  if (marks.italic) html = `<em>${html}</em>`;
  if (marks.bold) html = `<strong>${html}</strong>`;
  return html;
}

/** The pasted HTML as paragraphs of inline HTML (empty ones left out). */
export function pastedParagraphs(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const paragraphs: string[] = [];
  let current = '';
  const endParagraph = () => {
    const trimmed = current.replace(/^(\s|<br>)+|(\s|<br>)+$/g, '');
    if (trimmed) paragraphs.push(trimmed);
    current = '';
  };

  const walk = (node: Node, marks: Marks, into: (html: string) => void) => {
    if (node.nodeType === 3) {
      const text = (node.textContent ?? '').replace(/[\r\n\t ]+/g, ' ').replace(/\u00a0/g, ' ');
      if (text) into(wrap(escapeText(text), marks));
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as HTMLElement;
    const tag = element.tagName.toUpperCase();
    if (SKIPPED.has(tag)) return;
    // Word writes a list item's number as text it marks to be ignored; the paragraph is what counts.
    if (/mso-list:\s*ignore/i.test(element.getAttribute('style') ?? '')) return;
    if (tag === 'BR') return into('<br>');
    const inner = marksOf(element, marks);
    if (tag === 'A') {
      const href = element.getAttribute('href') ?? '';
      if (/^(https?:|mailto:)/i.test(href)) {
        let text = '';
        element.childNodes.forEach((child) => walk(child, inner, (h) => (text += h)));
        return into(`<a href="${escapeAttribute(href)}">${text}</a>`);
      }
    }
    const block = BLOCKS.has(tag);
    if (block) endParagraph();
    element.childNodes.forEach((child) => walk(child, inner, into));
    if (block) endParagraph();
  };

  walk(doc.body, { bold: false, italic: false }, (h) => (current += h));
  endParagraph();
  // Adjacent runs of the same mark come out as one.
  return paragraphs.map((p) => p.replace(/<\/em><em>/g, '').replace(/<\/strong><strong>/g, ''));
}

/** Plain pasted text as paragraphs: blank lines separate them, single line breaks stay. */
export function plainParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => escapeText(p.trim()).replace(/\r?\n/g, '<br>'))
    .filter(Boolean);
}
