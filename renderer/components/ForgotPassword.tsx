/**
 * 'He oblidat la contrasenya' (issue 27 item 3), offered on the sign-in form only when the server
 * mails links (SMTP configured): the person gives their address and the server mails a reset link
 * if it is a person's. The answer is the same either way, and so is what this says.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, hasStatus, serverMessage } from '../api/apiError.js';
import { requestReset } from '../api/invitations.js';
import styles from './SignInForm.module.css';

export function ForgotPassword({ email: typed }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const id = useId();
  const mutation = useMutation({ mutationFn: () => requestReset(email.trim()) });
  if (!open) {
    return (
      <button
        type="button"
        className={styles.switch}
        onClick={() => {
          setEmail(typed);
          setOpen(true);
        }}
      >
        He oblidat la contrasenya
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() !== '') mutation.mutate();
  };
  if (mutation.isSuccess) {
    return (
      <p className={styles.note} role="status">
        Si {email.trim()} és l'adreça d'una persona de l'equip, hi arribarà un correu amb un enllaç per triar una contrasenya nova. L'enllaç val 24 hores.
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="He oblidat la contrasenya">
      <label htmlFor={id} className={styles.label}>
        Adreça electrònica del teu compte
      </label>
      <input id={id} className={styles.input} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
      {mutation.isError && (
        <p className={styles.error} role="alert">
          {hasStatus(mutation.error, 429) ? "Massa peticions. Torna-ho a provar d'aquí a uns minuts." : ((mutation.error instanceof ApiError ? serverMessage(mutation.error) : null) ?? "No s'ha pogut enviar. Torna-ho a provar.")}
        </p>
      )}
      <button type="submit" className="button" disabled={mutation.isPending || email.trim() === ''}>
        Envia'm un enllaç
      </button>
    </form>
  );
}
