/**
 * 'Persones' (issue 27, administrators): everyone on the team with role, status and last sign-in;
 * an administrator changes a role, suspends (which ends every session of the person at once) or
 * reactivates, and adds a person with a temporary password to hand over in person, until
 * invitations by link come.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { StaffPerson } from '../../../common/api/people.js';
import { ROLE_NAMES, STAFF_ROLES, type StaffRole } from '../../../common/staff/actor.js';
import { ApiError, serverMessage } from '../../api/apiError.js';
import { addPerson, fetchPeople, peopleKeys, updatePerson } from '../../api/people.js';
import { useStaffActor } from '../../hooks/useStaffActor.js';
import panel from '../../styles/StaffPanel.module.css';
import styles from './People.module.css';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('ca-ES', { dateStyle: 'medium', timeStyle: 'short' }) : 'mai');

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? (serverMessage(error) ?? fallback) : fallback);

export function PeoplePanel() {
  const people = useQuery({ queryKey: peopleKeys.people, queryFn: (ctx) => fetchPeople(ctx) });
  const me = useStaffActor();
  if (people.isPending) return <p className={panel.hint}>Carregant l'equip…</p>;
  if (people.isError) return <p className={panel.error} role="alert">{messageOf(people.error, "No s'ha pogut carregar l'equip.")}</p>;
  return (
    <div className={panel.body}>
      <ul className={styles.list} aria-label="Equip">
        {people.data.people.map((person) => (
          <PersonRow key={person.id} person={person} self={me?.kind === 'person' && me.id === person.id} />
        ))}
      </ul>
      <AddPersonForm />
    </div>
  );
}

function PersonRow({ person, self }: { person: StaffPerson; self: boolean }) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (changes: { role?: StaffRole; status?: StaffPerson['status'] }) => updatePerson(person.id, changes),
    onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.people }),
  });
  const suspended = person.status === 'suspended';
  return (
    <li className={`${styles.row} ${suspended ? styles.suspended : ''}`}>
      <div className={styles.who}>
        <span className={styles.name}>{person.name}</span>
        <span className={styles.meta}>
          {person.email} · {ROLE_NAMES[person.role]} · {suspended ? 'Suspès' : 'Actiu'} · Darrera entrada: {when(person.lastSignInAt)}
        </span>
        {mutation.isError && (
          <span className={panel.error} role="alert">
            {messageOf(mutation.error, "No s'ha pogut desar el canvi.")}
          </span>
        )}
      </div>
      {self ? (
        <span className={styles.meta}>Ets tu</span>
      ) : (
        <div className={styles.controls}>
          <select
            className={styles.select}
            aria-label={`Rol de ${person.name}`}
            value={person.role}
            disabled={mutation.isPending}
            onChange={(e) => mutation.mutate({ role: e.target.value as StaffRole })}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_NAMES[role]}
              </option>
            ))}
          </select>
          <button type="button" className="button" disabled={mutation.isPending} onClick={() => mutation.mutate({ status: suspended ? 'active' : 'suspended' })}>
            {suspended ? 'Reactiva' : 'Suspèn'}
          </button>
        </div>
      )}
    </li>
  );
}

const EMPTY = { name: '', email: '', role: 'contributor' as StaffRole, password: '' };

function AddPersonForm() {
  const client = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const id = useId();
  const mutation = useMutation({
    mutationFn: () => addPerson({ ...values, name: values.name.trim(), email: values.email.trim() }),
    onSuccess: () => {
      setValues(EMPTY);
      void client.invalidateQueries({ queryKey: peopleKeys.people });
    },
  });
  const ready = values.name.trim() !== '' && values.email.trim() !== '' && values.password !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) mutation.mutate();
  };
  const text = (name: 'name' | 'email' | 'password', label: string, type: string, autoComplete: string) => (
    <div className={panel.field}>
      <label htmlFor={`${id}-${name}`} className={panel.label}>
        {label}
      </label>
      <input id={`${id}-${name}`} className={panel.input} type={type} autoComplete={autoComplete} value={values[name]} onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} />
    </div>
  );
  return (
    <form className={panel.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={panel.title}>
        Afegeix una persona
      </h2>
      <p className={panel.hint}>
        Escriu-li una contrasenya provisional i dona-la-hi en persona: encara no hi ha invitacions per enllaç. Ha de tenir com a mínim 12 caràcters i no pot ser
        de les més utilitzades.
      </p>
      {text('name', 'Nom', 'text', 'off')}
      {text('email', 'Adreça electrònica', 'email', 'off')}
      <div className={panel.field}>
        <label htmlFor={`${id}-role`} className={panel.label}>
          Rol
        </label>
        <select id={`${id}-role`} className={panel.input} value={values.role} onChange={(e) => setValues((v) => ({ ...v, role: e.target.value as StaffRole }))}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_NAMES[role]}
            </option>
          ))}
        </select>
      </div>
      {text('password', 'Contrasenya provisional', 'password', 'new-password')}
      {mutation.isError && (
        <p className={panel.error} role="alert">
          {messageOf(mutation.error, "No s'ha pogut afegir la persona.")}
        </p>
      )}
      {mutation.isSuccess && (
        <p className={panel.status} role="status">
          {mutation.data.name} ja és a l'equip.
        </p>
      )}
      <div className={panel.actions}>
        <button type="submit" className="button button--primary" disabled={mutation.isPending || !ready}>
          Afegeix
        </button>
      </div>
    </form>
  );
}
