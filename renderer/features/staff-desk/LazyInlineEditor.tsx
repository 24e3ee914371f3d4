/**
 * A block's InlineEditor, mounted at once for the first blocks and otherwise when the block comes
 * near the screen or is focused: a long article opens with the editors in view only, not a
 * hundred TipTap instances at once. Until then the text shows as
 * it is, under the same name, and focusing or clicking it mounts the editor with the caret there.
 * Once mounted, an editor stays (its undo history with it).
 */
import { useEffect, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { SafeHtml } from '../../components/SafeHtml.js';
import { InlineEditor } from './InlineEditor.js';
import styles from './InlineEditor.module.css';

/**
 * How far off the screen an editor is mounted ahead of scrolling: a little, so a jump down a long
 * article mounts the few blocks in view, not a dozen around them (a click on a stand-in mounts its
 * editor at once anyway).
 */
const AHEAD = '400px 0px';

/**
 * Editors coming near the screen mount one per task: a scroll brings a dozen of them at once, and
 * mounted in one render they would hold a key typed meanwhile for the whole dozen, not one.
 */
const waiting: (() => void)[] = [];
function mountInTurn(mount: () => void): () => void {
  waiting.push(mount);
  if (waiting.length === 1) setTimeout(mountNext);
  return () => {
    const at = waiting.indexOf(mount);
    if (at > 0) waiting.splice(at, 1);
  };
}
function mountNext() {
  waiting.shift()?.();
  if (waiting.length > 0) setTimeout(mountNext);
}

type Props = ComponentProps<typeof InlineEditor> & {
  /** Mounted at once (the first blocks of the body, on screen when the page opens). */
  eager: boolean;
};

export function LazyInlineEditor({ eager, ...props }: Props) {
  const [mounted, setMounted] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  const box = useRef<HTMLDivElement>(null);
  const wanted = useRef<{ x: number; y: number } | 'focus' | null>(null);

  useEffect(() => {
    const node = box.current;
    if (mounted || !node) return;
    let cancel: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (cancel || !entries.some((entry) => entry.isIntersecting)) return;
      cancel = mountInTurn(() => setMounted(true));
    }, { rootMargin: AHEAD });
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancel?.();
    };
  }, [mounted]);

  // Focus asked of the stand-in goes to the editor that replaced it, at the point clicked.
  useLayoutEffect(() => {
    const asked = wanted.current;
    const editable = box.current?.querySelector<HTMLElement>('[contenteditable="true"]');
    if (!mounted || !asked || !editable) return;
    wanted.current = null;
    editable.focus();
    const range = asked === 'focus' ? null : document.caretRangeFromPoint?.(asked.x, asked.y);
    if (range && editable.contains(range.startContainer)) window.getSelection()?.setBaseAndExtent(range.startContainer, range.startOffset, range.startContainer, range.startOffset);
  }, [mounted]);

  return (
    <div ref={box}>
      {mounted ? (
        <InlineEditor {...props} />
      ) : (
        <div className={styles.editor}>
          <div className={styles.toolbar} aria-hidden="true">
            <button type="button" tabIndex={-1} disabled>
              <strong>N</strong>
            </button>
            <button type="button" tabIndex={-1} disabled>
              <em>C</em>
            </button>
            <button type="button" tabIndex={-1} disabled>
              ↗
            </button>
            <span className={styles.gap} />
            <button type="button" tabIndex={-1} disabled>
              ↶
            </button>
            <button type="button" tabIndex={-1} disabled>
              ↷
            </button>
          </div>
          <div
            role="textbox"
            aria-multiline="true"
            aria-label={props.label}
            tabIndex={0}
            className={`tiptap ProseMirror ${styles.editable} ${props.display ? styles.display : ''}`}
            onPointerDown={(event) => {
              wanted.current = { x: event.clientX, y: event.clientY };
              setMounted(true);
            }}
            onFocus={() => {
              wanted.current ??= 'focus';
              setMounted(true);
            }}
          >
            <SafeHtml as="p" html={props.value} />
          </div>
        </div>
      )}
    </div>
  );
}
