/**
 * The staff sign-in form (docs/decisions/0004-admin-credential.md and 0019): a person's e-mail and
 * password; or the operator's key (ADMIN_TOKEN), the break-glass way in, which is the form's own
 * while the install has no people yet. Sent once (POST /api/admin/session opens a server-side
 * session and sets an HttpOnly cookie; the page never keeps what was typed). Used by the admin
 * paths' gate and by the desk's dialog when a session ends under a tab with text to save.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { hasStatus, serverMessage } from '../api/apiError.js';
import { adminKeys, signIn, type SignInRequest } from '../api/admin.js';
import { fetchSetup, peopleKeys } from '../api/people.js';
import { ForgotPassword } from './ForgotPassword.js';
import { PasskeySignIn } from './PasskeySignIn.js';
import styles from './SignInForm.module.css';

type Mode = 'person' | 'operator';

function signInMessage(error: unknown, mode: Mode): string {
  if (hasStatus(error, 429)) return "Massa intents fallits. Torna-ho a provar d'aquí a uns minuts.";
  if (hasStatus(error, 401, 403)) return mode === 'operator' ? 'El token no és correcte.' : (serverMessage(error) ?? 'L’adreça electrònica o la contrasenya no són correctes.');
  return "No s'ha pogut iniciar la sessió. Torna-ho a provar.";
}

export function SignInForm({ onSignedIn, autoFocus = false }: { onSignedIn?: () => void; autoFocus?: boolean }) {
  const client = useQueryClient();
  const setup = useQuery({ queryKey: peopleKeys.setup, queryFn: (ctx) => fetchSetup(ctx), staleTime: 0, retry: false });
  // Until someone has an account, the operator's key is the only way in.
  const [chosen, setChosen] = useState<Mode | null>(null);
  const mode: Mode = chosen ?? (setup.data?.needed ? 'operator' : 'person');
  const [fields, setFields] = useState({ email: '', password: '', token: '' });
  const ids = { email: useId(), password: useId(), token: useId(), error: useId() };
  const mutation = useMutation({
    mutationFn: (body: SignInRequest) => signIn(body),
    onSuccess: (data) => {
      setFields({ email: '', password: '', token: '' });
      client.setQueryData(adminKeys.session, data);
      // Every answer may change with the session (staff also see draft editions): fetch again.
      void client.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
      if (data.authenticated) onSignedIn?.();
    },
  });
  const ready = mode === 'operator' ? fields.token.trim() !== '' : fields.email.trim() !== '' && fields.password !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    mutation.mutate(mode === 'operator' ? { token: fields.token.trim() } : { email: fields.email.trim(), password: fields.password });
  };
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value }));
  const invalid = { 'aria-invalid': mutation.isError, 'aria-describedby': mutation.isError ? ids.error : undefined };
  const switchTo = (next: Mode) => {
    mutation.reset();
    setChosen(next);
  };
  const signInForm = (
    <form className={styles.form} onSubmit={submit} noValidate>
      {mode === 'person' ? (
        <>
          <label htmlFor={ids.email} className={styles.label}>
            Adreça electrònica
          </label>
          <input id={ids.email} className={styles.input} type="email" autoComplete="username" autoFocus={autoFocus} value={fields.email} onChange={set('email')} {...invalid} required />
          <label htmlFor={ids.password} className={styles.label}>
            Contrasenya
          </label>
          <input id={ids.password} className={styles.input} type="password" autoComplete="current-password" value={fields.password} onChange={set('password')} {...invalid} required />
        </>
      ) : (
        <>
          <label htmlFor={ids.token} className={styles.label}>
            Token d'administració
          </label>
          <input id={ids.token} className={styles.input} type="password" autoComplete="current-password" autoFocus={autoFocus} value={fields.token} onChange={set('token')} {...invalid} required />
        </>
      )}
      {mutation.isError && (
        <p id={ids.error} className={styles.error} role="alert">
          {signInMessage(mutation.error, mode)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={mutation.isPending || !ready}>
        {mutation.isPending ? 'Comprovant…' : 'Entra'}
      </button>
      {mode === 'person' && <PasskeySignIn onSignedIn={onSignedIn} />}
      <button type="button" className={styles.switch} onClick={() => switchTo(mode === 'person' ? 'operator' : 'person')}>
        {mode === 'person' ? 'Fes servir la clau d’operador (ADMIN_TOKEN)' : 'Fes servir l’adreça i la contrasenya'}
      </button>
    </form>
  );
  // Asking for a reset is a form of its own (forms do not nest): beside the sign-in, when the server mails.
  return mode === 'person' && setup.data?.mail ? (
    <div className={styles.form}>
      {signInForm}
      <ForgotPassword email={fields.email} />
    </div>
  ) : (
    signInForm
  );
}
