/**
 * Superscript and subscript as marks of the desk's text editor: note references (¹) and formulas
 * (H₂O) that readers and the PDF draw raised or lowered. Without them the editor would drop a
 * pasted or saved `<sup>`, and the words around it would run together. Their commands and keys are
 * TipTap's own extensions' (Ctrl+. and Ctrl+,; ⌘ on a Mac), so the toolbar's buttons and the
 * shortcuts staff may know from elsewhere do the same.
 */
import { Mark } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    superscript: {
      /** Raises the selection, or lowers it back (it stops being subscript). */
      toggleSuperscript: () => ReturnType;
    };
    subscript: {
      /** Lowers the selection, or raises it back (it stops being superscript). */
      toggleSubscript: () => ReturnType;
    };
  }
}

export const Superscript = Mark.create({
  name: 'superscript',
  excludes: 'subscript',
  parseHTML: () => [{ tag: 'sup' }, { style: 'vertical-align', getAttrs: (value) => (value === 'super' ? null : false) }],
  renderHTML: () => ['sup', 0],
  addCommands() {
    return { toggleSuperscript: () => ({ commands }) => commands.toggleMark(this.name) };
  },
  addKeyboardShortcuts() {
    return { 'Mod-.': () => this.editor.commands.toggleSuperscript() };
  },
});

export const Subscript = Mark.create({
  name: 'subscript',
  excludes: 'superscript',
  parseHTML: () => [{ tag: 'sub' }, { style: 'vertical-align', getAttrs: (value) => (value === 'sub' ? null : false) }],
  renderHTML: () => ['sub', 0],
  addCommands() {
    return { toggleSubscript: () => ({ commands }) => commands.toggleMark(this.name) };
  },
  addKeyboardShortcuts() {
    return { 'Mod-,': () => this.editor.commands.toggleSubscript() };
  },
});
