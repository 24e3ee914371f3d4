/**
 * The staff sign-in form (docs/decisions/0004-admin-credential.md): the admin token, sent once (POST /api/admin/session sets
 * an HttpOnly cookie; the page never keeps the token). Used by the admin paths' gate and by the
 * desk's dialog when a session ends under a tab with text to save.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { hasStatus } from '../api/apiError.js';
import { adminKeys, signIn } from '../api/admin.js';
import styles from './SignInForm.module.css';

function signInMessage(error: unknown): string {
  if (hasStatus(error, 401, 403)) return 'El token no és correcte.';
  if (hasStatus(error, 429)) return "Massa intents fallits. Torna-ho a provar d'aquí a uns minuts.";
  return "No s'ha pogut iniciar la sessió. Torna-ho a provar.";
}

export function SignInForm({ onSignedIn, autoFocus = false }: { onSignedIn?: () => void; autoFocus?: boolean }) {
  const client = useQueryClient();
  const [token, setToken] = useState('');
  const inputId = useId();
  const errorId = useId();
  const mutation = useMutation({
    mutationFn: (value: string) => signIn(value),
    onSuccess: (data) => {
      setToken('');
      client.setQueryData(adminKeys.session, data);
      // Every answer may change with the session (an admin also sees draft editions): fetch again.
      void client.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
      if (data.authenticated) onSignedIn?.();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim()) mutation.mutate(token.trim());
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        Token d'administració
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="password"
        autoComplete="current-password"
        // In a dialog opened for it, the token is the one thing to type.
        autoFocus={autoFocus}
        value={token}
        onChange={(e) => setToken(e.target.value)}
        aria-invalid={mutation.isError}
        aria-describedby={mutation.isError ? errorId : undefined}
        required
      />
      {mutation.isError && (
        <p id={errorId} className={styles.error} role="alert">
          {signInMessage(mutation.error)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={mutation.isPending || token.trim() === ''}>
        {mutation.isPending ? 'Comprovant…' : 'Entra'}
      </button>
    </form>
  );
}
