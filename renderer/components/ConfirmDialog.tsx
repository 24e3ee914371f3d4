/**
 * A question before a step readers will see (Publica, Publica al web, Retira, Publica la correcció,
 * Restaura aquesta revisió): a modal
 * alertdialog (the native <dialog>, so focus stays inside and Escape cancels), opened with the
 * focus on 'Cancel·la', the safe answer. Closed, it gives the focus back to what opened it, or,
 * when the answer took that away (a 'Publica' gone once published), to the nearest control still
 * there around where it was: never to the page's body.
 */
import { useEffect, useId, useRef, useState } from 'react';
import styles from './ConfirmDialog.module.css';

export interface ConfirmQuestion {
  title: string;
  text: string;
  confirmLabel: string;
  tone: 'primary' | 'danger';
}

export function ConfirmDialog({ question, onConfirm, onCancel }: { question: ConfirmQuestion; onConfirm(): void; onCancel(): void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  // Taken once, before the dialog takes the focus (an effect run twice must not take 'Cancel·la' for it).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null));

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Its surroundings, taken now: once React has taken the opener out, it no longer knows its parents.
    const around: HTMLElement[] = [];
    for (let node = opener?.parentElement; node; node = node.parentElement) around.push(node);
    const after = opener ? controlsAfter(opener, around) : [];
    if (!dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      dialog.close();
      // After the screen has drawn the answer's result (the opener may be gone or disabled by then).
      if (opener) requestAnimationFrame(() => returnFocus(opener, after, around));
    };
  }, [opener]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {question.title}
      </h2>
      <p id={textId} className={styles.text}>
        {question.text}
      </p>
      <div className={styles.buttons}>
        <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
          Cancel·la
        </button>
        <button type="button" className={`button ${question.tone === 'danger' ? styles.danger : 'button--primary'}`} onClick={onConfirm}>
          {question.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

const FOCUSABLE = 'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** The controls that follow the opener in its nearest surroundings that have any (its row, its group). */
function controlsAfter(opener: HTMLElement, around: readonly HTMLElement[]): HTMLElement[] {
  for (const place of around) {
    const after = [...place.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((control) => opener.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (after.length > 0) return after;
  }
  return [];
}

const canFocus = (control: HTMLElement) => control.isConnected && control.matches(FOCUSABLE);

/** The opener if it can still take the focus; otherwise the next control after it, or the first in its nearest surviving surroundings. */
function returnFocus(opener: HTMLElement, after: readonly HTMLElement[], around: readonly HTMLElement[]) {
  // Someone has moved the focus on already (a screen that took it somewhere on purpose).
  if (document.activeElement && document.activeElement !== document.body) return;
  const next = [opener, ...after].find(canFocus);
  if (next) {
    next.focus();
    return;
  }
  for (const place of around) {
    if (!place.isConnected) continue;
    const first = place.querySelector<HTMLElement>(FOCUSABLE);
    if (first) {
      first.focus();
      return;
    }
  }
}
