/**
 * Inline text of a block (TipTap): one paragraph of the marks the site's sanitiser keeps that the
 * desk offers (italics, bold, superscript, subscript, links through the link field, line breaks
 * with Shift+Enter); undo and redo (Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y); Enter and Backspace across
 * blocks (textKeys.ts). A paste from a word processor keeps its shape (paste.ts): its first
 * paragraph comes in here (or its first heading, in a title), and the other blocks go to
 * `onPastedBlocks` (new blocks of the body) with what could not be kept.
 */
import { Node } from '@tiptap/core';
import { redoDepth, undoDepth } from '@tiptap/pm/history';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LinkField } from './LinkField.js';
import { inlineOfBlock, pastedBlocks, plainBlocks, withTail, type PasteJoin, type PastedBlock } from './paste.js';
import { Subscript, Superscript } from './scriptMarks.js';
import { afterSelection, inlineHtmlOf, textKeys, type TextKeyHandlers } from './textKeys.js';
import styles from './InlineEditor.module.css';

/** A document of exactly one paragraph: block content is inline HTML. */
const InlineDocument = Node.create({ name: 'doc', topNode: true, content: 'paragraph' });

interface InlineEditorProps extends TextKeyHandlers {
  label: string;
  value: string;
  onChange(html: string): void;
  /**
   * Where pasted blocks after the first go (the text after the caret with them), with notices of
   * what could not be kept and where the caret belongs; without it every block joins the text, with line breaks.
   */
  onPastedBlocks?: (blocks: PastedBlock[], notices: string[], join: PasteJoin | null) => void;
  /** How many notes the article has: a paste numbers its notes after them. */
  notesBefore?: (() => number) | undefined;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  /** A title or heading: larger type, no line breaks needed. */
  display?: boolean;
}

/** A toolbar button that turns a mark on and off: pressed while the selection has it. */
function MarkButton({ pressed, onPress, title, name, children }: { pressed: boolean; onPress(): void; title: string; name: string; children: ReactNode }) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onPress} title={title}>
      {children}
      <span className="visually-hidden">{name}</span>
    </button>
  );
}

export function InlineEditor(props: InlineEditorProps) {
  const { label, value, onChange, onPastedBlocks, notesBefore, placeholder, invalid, describedBy, display = false, onSplit, onEnter, onJoinBackward } = props;
  const latest = useRef({ onChange, onPastedBlocks, notesBefore, display, keys: { onSplit, onEnter, onJoinBackward } as TextKeyHandlers });
  latest.current = { onChange, onPastedBlocks, notesBefore, display, keys: { onSplit, onEnter, onJoinBackward } };
  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    extensions: [
      InlineDocument,
      Superscript,
      Subscript,
      textKeys(() => latest.current.keys),
      StarterKit.configure({
        document: false,
        heading: false,
        blockquote: false,
        bulletList: false,
        orderedList: false,
        listItem: false,
        listKeymap: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        trailingNode: false,
        dropcursor: false,
        gapcursor: false,
        // No `protocols`: http, https and mailto are linkify's own schemes already, and registering any
        // scheme once linkify has run (the previous editor's autolink did) warns once per scheme, per editor.
        link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null, class: null } },
      }),
    ],
    content: `<p>${value}</p>`,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(placeholder ? { 'data-placeholder': placeholder } : {}),
        class: `${styles.editable} ${display ? styles.display : ''}`,
      },
      handlePaste: (_view, event) => {
        const html = event.clipboardData?.getData('text/html') ?? '';
        const text = event.clipboardData?.getData('text/plain') ?? '';
        const { blocks, notices } = html ? pastedBlocks(html, (latest.current.notesBefore?.() ?? 0) + 1) : plainBlocks(text);
        const elsewhere = latest.current.onPastedBlocks;
        const insert = (inline: string) => editorRef.current?.chain().focus().insertContent(inline).run();
        if (!elsewhere) {
          if (blocks.length > 0) insert(blocks.map(inlineOfBlock).join('<br><br>'));
          return true;
        }
        // A heading pasted into a title or heading is its text; into a paragraph, a block of its own.
        const [first, ...rest] = blocks;
        const here = first && (first.type === 'paragraph' || (latest.current.display && (first.type === 'title' || first.type === 'title2')));
        const others = here ? rest : blocks;
        // The text after the caret leaves with the paste's blocks, to follow the last one (paste.ts, withTail).
        const { after, range } = afterSelection(editorRef.current);
        const moved = withTail(others, after);
        if (moved) {
          const cut = editorRef.current.chain().focus().deleteRange(range);
          (here ? cut.insertContent(first.content) : cut).run();
        } else if (here) insert(first.content);
        if (others.length > 0 || notices.length > 0) elsewhere(moved?.blocks ?? others, notices, moved?.join ?? null);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => latest.current.onChange(inlineHtmlOf(e.getHTML())),
  });
  const editorRef = useRef(editor);
  editorRef.current = editor;

  // A value from outside (a conflict resolved, a restored text) replaces the content; typing does not loop back.
  useEffect(() => {
    if (inlineHtmlOf(editor.getHTML()) !== value) editor.commands.setContent(`<p>${value}</p>`, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    const dom = editor.view.dom;
    if (invalid) dom.setAttribute('aria-invalid', 'true');
    else dom.removeAttribute('aria-invalid');
    if (describedBy) dom.setAttribute('aria-describedby', describedBy);
    else dom.removeAttribute('aria-describedby');
  }, [editor, invalid, describedBy]);

  return (
    <div className={styles.editor}>
      <Toolbar editor={editor} label={label} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, label }: { editor: NonNullable<ReturnType<typeof useEditor>>; label: string }) {
  // Asked at each keystroke: the history's depths, not `can()`, which builds every command's chain to try one.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      superscript: e.isActive('superscript'),
      subscript: e.isActive('subscript'),
      link: e.isActive('link'),
      canUndo: undoDepth(e.state) > 0,
      canRedo: redoDepth(e.state) > 0,
    }),
  });
  const [linking, setLinking] = useState(false);
  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-label={`Format: ${label}`}>
        <MarkButton pressed={state.bold} onPress={() => editor.chain().focus().toggleBold().run()} title="Negreta (Ctrl+B)" name="Negreta">
          <strong>N</strong>
        </MarkButton>
        <MarkButton pressed={state.italic} onPress={() => editor.chain().focus().toggleItalic().run()} title="Cursiva (Ctrl+I)" name="Cursiva">
          <em>C</em>
        </MarkButton>
        <MarkButton pressed={state.superscript} onPress={() => editor.chain().focus().toggleSuperscript().run()} title="Superíndex (Ctrl+.)" name="Superíndex">
          <span aria-hidden="true">
            x<sup>2</sup>
          </span>
        </MarkButton>
        <MarkButton pressed={state.subscript} onPress={() => editor.chain().focus().toggleSubscript().run()} title="Subíndex (Ctrl+,)" name="Subíndex">
          <span aria-hidden="true">
            x<sub>2</sub>
          </span>
        </MarkButton>
        <button type="button" aria-pressed={state.link} aria-expanded={linking} onClick={() => setLinking((open) => !open)} title="Enllaç">
          <span aria-hidden="true">↗</span>
          <span className="visually-hidden">{state.link ? 'Edita l’enllaç' : 'Enllaç'}</span>
        </button>
        <span className={styles.gap} />
        <button type="button" disabled={!state.canUndo} onClick={() => editor.chain().focus().undo().run()} title="Desfés (Ctrl+Z)">
          <span aria-hidden="true">↶</span>
          <span className="visually-hidden">Desfés</span>
        </button>
        <button type="button" disabled={!state.canRedo} onClick={() => editor.chain().focus().redo().run()} title="Refés (Ctrl+Shift+Z)">
          <span aria-hidden="true">↷</span>
          <span className="visually-hidden">Refés</span>
        </button>
      </div>
      {linking && <LinkField editor={editor} onClose={() => setLinking(false)} />}
    </>
  );
}
