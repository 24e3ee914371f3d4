/**
 * The link button's field (issue 26), in place of `window.prompt` (which Electron lacks): the
 * address typed, made whole (linkAddress.ts) or refused with its reason; an existing link edited
 * or removed. Enter applies, Escape closes; either way the caret goes back into the text.
 */
import type { Editor } from '@tiptap/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { linkAddress } from './linkAddress.js';
import styles from './InlineEditor.module.css';
import desk from './Desk.module.css';

export function LinkField({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const existing = (editor.getAttributes('link') as { href?: string }).href ?? '';
  const [text, setText] = useState(existing);
  const [reason, setReason] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const address = linkAddress(text);
    if (!address.ok) {
      setReason(address.reason);
      input.current?.focus();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // No text chosen and no link here: the address itself becomes the linked text.
    if (editor.state.selection.empty && !existing) chain.insertContent({ type: 'text', text: text.trim(), marks: [{ type: 'link', attrs: { href: address.href } }] }).run();
    else chain.setLink({ href: address.href }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Enter' && event.target === input.current) {
      event.preventDefault();
      apply();
    }
  };

  return (
    <div className={styles.linkField} role="group" aria-label="Enllaç" onKeyDown={onKeyDown}>
      <label htmlFor={id} className={desk.label}>
        Adreça de l’enllaç
      </label>
      <div className={styles.linkRow}>
        <input
          ref={input}
          id={id}
          className={desk.input}
          type="text"
          inputMode="url"
          spellCheck={false}
          autoComplete="off"
          value={text}
          placeholder="www.exemple.cat"
          aria-invalid={reason ? true : undefined}
          aria-describedby={reason ? `${id}-reason` : `${id}-hint`}
          onChange={(event) => {
            setText(event.target.value);
            setReason(null);
          }}
        />
        <button type="button" className={desk.quiet} onClick={apply}>
          {existing ? 'Desa l’enllaç' : 'Afegeix l’enllaç'}
        </button>
        {existing && (
          <button type="button" className={desk.danger} onClick={remove}>
            Treu l’enllaç
          </button>
        )}
        <button type="button" className={desk.quiet} onClick={close}>
          Cancel·la
        </button>
      </div>
      {reason ? (
        <p id={`${id}-reason`} className={desk.error} role="alert">
          {reason}
        </p>
      ) : (
        <p id={`${id}-hint`} className={desk.hint}>
          Una adreça web (www.exemple.cat) o de correu (nom@exemple.cat). Esc tanca sense canviar res.
        </p>
      )}
    </div>
  );
}
