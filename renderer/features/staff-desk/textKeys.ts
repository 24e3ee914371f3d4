/**
 * Enter and Backspace in a text block as in any word processor (issue 26): Enter splits the block
 * (the text after the caret goes to a new paragraph block) or, in the title, moves on to the body;
 * Backspace at the very start joins the block to the one before. Shift+Enter stays a line break
 * (StarterKit's hard break). What happens around the editor is its owner's: these only call back.
 */
import { Extension, getHTMLFromFragment, type Editor } from '@tiptap/core';

/** TipTap's HTML of one paragraph as the block's inline HTML. */
export function inlineHtmlOf(html: string): string {
  const inner = html.replace(/^<p>/, '').replace(/<\/p>$/, '');
  return inner.replace(/ target="_blank"| rel="[^"]*"| class="[^"]*"/g, '');
}

export interface TextKeyHandlers {
  /** Enter splits: the editor keeps the text before the caret and hands over the inline HTML after it. */
  onSplit?: ((after: string) => void) | undefined;
  /** Enter leaves the field (the title: on to the body); takes precedence over onSplit. */
  onEnter?: (() => void) | undefined;
  /** Backspace at the start: the block's inline HTML, to join to the block before; false when it cannot be joined. */
  onJoinBackward?: ((html: string) => boolean) | undefined;
}

/** The inline HTML after the selection, and the range from the selection to the text's end that holds it and the selection. */
export function afterSelection(editor: Editor): { after: string; range: { from: number; to: number } } {
  const { state } = editor;
  const { from, to } = state.selection;
  const after = inlineHtmlOf(getHTMLFromFragment(state.doc.cut(to).content, state.schema));
  // The end of the one paragraph's content: the document's size less its closing token.
  return { after, range: { from, to: state.doc.content.size - 1 } };
}

function split(editor: Editor, onSplit: (after: string) => void): boolean {
  const { after, range } = afterSelection(editor);
  editor.chain().deleteRange(range).run();
  onSplit(after);
  return true;
}

/** The keys, asking `handlers` at each press (the editor is made once; its owner's callbacks change). */
export function textKeys(handlers: () => TextKeyHandlers) {
  return Extension.create({
    name: 'textKeys',
    // Before the core keymap, whose Enter would try (and fail) to split the one-paragraph document.
    priority: 1000,
    addKeyboardShortcuts() {
      return {
        Enter: ({ editor }) => {
          const { onEnter, onSplit } = handlers();
          if (onEnter) {
            onEnter();
            return true;
          }
          return onSplit ? split(editor, onSplit) : false;
        },
        Backspace: ({ editor }) => {
          const { onJoinBackward } = handlers();
          const { empty, from } = editor.state.selection;
          // Position 1 is the start of the paragraph's text.
          if (!onJoinBackward || !empty || from !== 1) return false;
          return onJoinBackward(inlineHtmlOf(editor.getHTML()));
        },
      };
    },
  });
}

/** Where a caret after `html` falls in the editor: its characters, and one for each line break (ProseMirror's positions). */
export function caretOffsetAfter(html: string): number {
  const body = new DOMParser().parseFromString(`<p>${html}</p>`, 'text/html').body;
  return (body.textContent ?? '').length + body.querySelectorAll('br').length;
}

/**
 * Puts the caret in the first text field inside `container`: at the start, or `offset` characters
 * in. An editor not mounted yet (LazyInlineEditor's stand-in) is focused, which mounts it with the
 * caret at its start.
 */
export function focusText(container: Element | null | undefined, at: 'start' | number = 'start'): void {
  // TipTap keeps the editor on its element.
  const field = container?.querySelector<HTMLElement & { editor?: Editor }>('[role="textbox"]');
  if (field?.editor) {
    // The caret placed, then the focus given at once (TipTap's own focus command waits a frame more, and can lose it).
    field.editor.commands.setTextSelection(at === 'start' ? 1 : at + 1);
    field.editor.view.focus();
  } else field?.focus();
}

/** Gives `field` the focus again; a text editor gets its caret back where it was (its state kept it, the page's selection did not). */
export function focusAgain(field: HTMLElement & { editor?: Editor }): void {
  if (field.editor) field.editor.view.focus();
  else field.focus();
}
