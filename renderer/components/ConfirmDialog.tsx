/**
 * A question before a step readers will see (Publica, Publica al web, Retira, Publica la correcció,
 * Restaura aquesta revisió): a modal
 * alertdialog (the native <dialog>, so focus stays inside and Escape cancels), opened with the
 * focus on 'Cancel·la', the safe answer.
 */
import { useEffect, useId, useRef } from 'react';
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

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => dialog.close();
  }, []);

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
