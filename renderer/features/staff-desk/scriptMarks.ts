/**
 * Superscript and subscript as marks of the desk's text editor: note references (¹) and formulas
 * (H₂O) that readers and the PDF draw raised or lowered. Without them the editor would drop a
 * pasted or saved `<sup>`, and the words around it would run together.
 */
import { Mark } from '@tiptap/core';

export const Superscript = Mark.create({
  name: 'superscript',
  excludes: 'subscript',
  parseHTML: () => [{ tag: 'sup' }, { style: 'vertical-align', getAttrs: (value) => (value === 'super' ? null : false) }],
  renderHTML: () => ['sup', 0],
});

export const Subscript = Mark.create({
  name: 'subscript',
  excludes: 'superscript',
  parseHTML: () => [{ tag: 'sub' }, { style: 'vertical-align', getAttrs: (value) => (value === 'sub' ? null : false) }],
  renderHTML: () => ['sub', 0],
});
