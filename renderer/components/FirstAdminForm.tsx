/**
 * The first administrator of an install (issue 27): asked for once, on the first visit to the
 * desk while nobody has an account; proven by the operator's key (ADMIN_TOKEN). The server signs
 * the new administrator in, and refuses the form (409 setup_done) once anyone exists.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, hasStatus, serverMessage } from '../api/apiError.js';
import { adminKeys } from '../api/admin.js';
import { createFirstAdmin, peopleKeys } from '../api/people.js';
import styles from './SignInForm.module.css';

const FIELDS = [
  { name: 'name', label: 'Nom', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Adreça electrònica', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Contrasenya (com a mínim 12 caràcters)', type: 'password', autoComplete: 'new-password' },
  { name: 'token', label: "Clau d'operador (ADMIN_TOKEN)", type: 'password', autoComplete: 'off' },
] as const;

type Values = Record<(typeof FIELDS)[number]['name'], string>;

export function FirstAdminForm() {
  const client = useQueryClient();
  const [values, setValues] = useState<Values>({ name: '', email: '', password: '', token: '' });
  const baseId = useId();
  const mutation = useMutation({
    mutationFn: (body: Values) => createFirstAdmin(body),
    onSuccess: (data) => {
      client.setQueryData(adminKeys.session, data);
      client.setQueryData(peopleKeys.setup, { needed: false });
      void client.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
    },
  });
  const ready = FIELDS.every((f) => values[f.name].trim() !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) mutation.mutate({ ...values, name: values.name.trim(), email: values.email.trim(), token: values.token.trim() });
  };
  const error = mutation.error;
  const message = !error
    ? null
    : hasStatus(error, 429)
      ? "Massa intents fallits. Torna-ho a provar d'aquí a uns minuts."
      : ((error instanceof ApiError ? serverMessage(error) : null) ?? "No s'ha pogut crear l'administrador. Torna-ho a provar.");
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
      <button type="submit" className="button button--primary" disabled={mutation.isPending || !ready}>
        {mutation.isPending ? 'Creant…' : "Crea l'administrador"}
      </button>
    </form>
  );
}
