/**
 * Signing in again without leaving the screen: the sign-in form in a modal dialog (the native
 * <dialog>: focus stays inside, Escape closes it). Opened where a call was refused for want of a
 * session, so that nothing on the screen (text waiting to be saved) is lost.
 */
import { useEffect, useId, useRef } from 'react';
import { SignInForm } from './SignInForm.js';
import styles from './ConfirmDialog.module.css';

export function SignInDialog({ text, onSignedIn, onClose }: { text: string; onSignedIn(): void; onClose(): void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        Torna a iniciar la sessió
      </h2>
      <p id={textId} className={styles.text}>
        {text}
      </p>
      <SignInForm onSignedIn={onSignedIn} autoFocus />
      <div className={styles.buttons}>
        <button type="button" className="button" onClick={onClose}>
          Cancel·la
        </button>
      </div>
    </dialog>
  );
}
