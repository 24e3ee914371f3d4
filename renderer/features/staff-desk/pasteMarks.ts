/** Inline text of a paste (paste.ts): the marks a word processor's styles and tags mean, written as the desk's own HTML. */

export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** An element's inline style as property → value, names exact: Word's `mso-bidi-font-weight` is not `font-weight`. */
export function declarations(element: Element): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (element.getAttribute('style') ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) map.set(part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).replace(/\s+/g, ' ').trim().toLowerCase());
  }
  return map;
}

export interface Marks {
  bold: boolean;
  italic: boolean;
  script: 'sup' | 'sub' | null;
}

export function marksOf(element: Element, inherited: Marks): Marks {
  const tag = element.tagName.toUpperCase();
  const style = declarations(element);
  let { bold, italic, script } = inherited;
  if (tag === 'B' || tag === 'STRONG') bold = true;
  if (tag === 'I' || tag === 'EM' || tag === 'CITE') italic = true;
  if (tag === 'SUP') script = 'sup';
  if (tag === 'SUB') script = 'sub';
  // Google Docs wraps a whole paste in <b style="font-weight:normal">: the style has the last word.
  const weight = style.get('font-weight');
  if (weight) bold = weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
  const fontStyle = style.get('font-style');
  if (fontStyle) italic = fontStyle === 'italic' || fontStyle === 'oblique';
  const align = style.get('vertical-align');
  if (align === 'super') script = 'sup';
  else if (align === 'sub') script = 'sub';
  else if (align === 'baseline' && tag !== 'SUP' && tag !== 'SUB') script = null;
  return { bold, italic, script };
}

export function wrap(html: string, marks: Marks): string {
  let out = html;
  if (marks.script) out = `<${marks.script}>${out}</${marks.script}>`;
  if (marks.italic) out = `<em>${out}</em>`;
  if (marks.bold) out = `<strong>${out}</strong>`;
  return out;
}

/** Inline HTML tidied: adjacent runs of one mark joined, spaces collapsed, the ends trimmed. */
export function tidy(html: string): string {
  let out = html;
  for (let before = ''; before !== out; ) {
    before = out;
    out = out.replace(/<\/(strong|em|sup|sub)><\1>/g, '');
  }
  return out
    .replace(/ {2,}/g, ' ')
    .replace(/^(\s|<br>)+|(\s|<br>)+$/g, '');
}

export const NO_MARKS: Marks = { bold: false, italic: false, script: null };
