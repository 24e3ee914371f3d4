/**
 * The first visit to an install with nobody on the team (issue 27): one form, 'Primer
 * administrador', asked for once. Its first field is the operator's key (ADMIN_TOKEN), which proves
 * that whoever fills it runs this server; with a name, an address and a password it creates the
 * first administrator and signs them in (the server refuses it, 409 setup_done, once anyone
 * exists). The same key alone still opens an operator session ('Entra': scripts, maintenance)
 * without creating anyone, so the break-glass way in stays on this screen without a second form.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { AdminSession } from '../../common/api/admin.js';
import { ApiError, hasStatus, serverMessage } from '../api/apiError.js';
import { adminKeys, signIn } from '../api/admin.js';
import { createFirstAdmin, peopleKeys } from '../api/people.js';
import styles from './SignInForm.module.css';

const FIELDS = [
  { name: 'token', label: "Token d'administració (ADMIN_TOKEN)", type: 'password', autoComplete: 'off' },
  { name: 'name', label: 'Nom', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Adreça electrònica', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Contrasenya (com a mínim 12 caràcters)', type: 'password', autoComplete: 'new-password' },
] as const;

type Values = Record<(typeof FIELDS)[number]['name'], string>;

function refusal(error: unknown, fallback: string): string {
  if (hasStatus(error, 429)) return "Massa intents fallits. Torna-ho a provar d'aquí a uns minuts.";
  return (error instanceof ApiError ? serverMessage(error) : null) ?? fallback;
}

export function FirstAdminForm() {
  const client = useQueryClient();
  const [values, setValues] = useState<Values>({ token: '', name: '', email: '', password: '' });
  const baseId = useId();
  const signedIn = (data: AdminSession) => {
    client.setQueryData(adminKeys.session, data);
    void client.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
  };
  const create = useMutation({
    mutationFn: (body: Values) => createFirstAdmin(body),
    onSuccess: (data) => {
      client.setQueryData(peopleKeys.setup, (setup: { mail: boolean } | undefined) => ({ needed: false, mail: setup?.mail ?? false }));
      signedIn(data);
    },
  });
  const operator = useMutation({ mutationFn: (token: string) => signIn({ token }), onSuccess: signedIn });
  const ready = FIELDS.every((f) => values[f.name].trim() !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    operator.reset();
    if (ready) create.mutate({ ...values, name: values.name.trim(), email: values.email.trim(), token: values.token.trim() });
  };
  const enterAsOperator = () => {
    create.reset();
    if (values.token.trim() !== '') operator.mutate(values.token.trim());
  };
  const message = create.isError
    ? refusal(create.error, "No s'ha pogut crear l'administrador. Torna-ho a provar.")
    : operator.isError
      ? hasStatus(operator.error, 401)
        ? 'El token no és correcte.'
        : refusal(operator.error, "No s'ha pogut iniciar la sessió. Torna-ho a provar.")
      : null;
  const busy = create.isPending || operator.isPending;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Primer administrador">
      {FIELDS.map((f) => (
        <div key={f.name} className={styles.form}>
          <label htmlFor={`${baseId}-${f.name}`} className={styles.label}>
            {f.label}
          </label>
          <input
            id={`${baseId}-${f.name}`}
            className={styles.input}
            type={f.type}
            autoComplete={f.autoComplete}
            value={values[f.name]}
            onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            required
          />
        </div>
      ))}
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy || !ready}>
        {create.isPending ? 'Creant…' : "Crea l'administrador"}
      </button>
      <p className={styles.note}>Per fer una tasca de manteniment sense crear cap compte, n'hi ha prou amb el token:</p>
      <button type="button" className="button" disabled={busy || values.token.trim() === ''} onClick={enterAsOperator}>
        {operator.isPending ? 'Comprovant…' : 'Entra'}
      </button>
    </form>
  );
}
