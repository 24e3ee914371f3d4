/**
 * The pages of one-time links (issue 27 item 3): /redaccio/invitacio/{token}, where an invitee
 * gives a name and chooses a password or creates a passkey instead ('Crea una clau d’accés'), and
 * /redaccio/contrasenya/{token}, where a person chooses a new one. The link is read first: a used, expired, revoked or unknown one shows the server's own
 * sentence and no form. The password is typed twice (a slip would lock the person out); once the
 * server accepts, the browser holds the person's session and goes to the desk. The invitee's name
 * belongs to the page, not to either form: switching between them keeps what was typed.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { AdminSession } from '../../../common/api/admin.js';
import { paths } from '../../../common/routes/index.js';
import { ROLE_NAMES } from '../../../common/staff/actor.js';
import { adminKeys } from '../../api/admin.js';
import { ceremonyMessage, joinWithPasskey } from '../../api/passkeys.js';
import { acceptInvitation, fetchInvitationLink, fetchResetLink, invitationKeys, resetPassword } from '../../api/invitations.js';
import { Loading } from '../../components/StateViews.js';
import { refusalText } from './fieldRefusal.js';
import styles from './LinkScreen.module.css';

// A refusal of the name or the password names the field, not its key (fieldRefusal.ts).
const messageOf = refusalText;

/** Why the form cannot be sent yet (null: it can). */
export function passwordsProblem(password: string, again: string): string | null {
  if (password === '' || again === '') return 'Escriu la contrasenya dues vegades.';
  if (password !== again) return 'Les dues contrasenyes no coincideixen.';
  return null;
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={styles.card}>
      <p className="eyebrow">Redacció</p>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

function Refused({ title, error }: { title: string; error: unknown }) {
  return (
    <Card title={title}>
      <p className={styles.error} role="alert">
        {messageOf(error, "No s'ha pogut llegir l'enllaç. Torna-ho a provar.")}
      </p>
      <p className={styles.text}>
        <Link to={paths.workspace()}>Ves a la pàgina d'entrada de la redacció</Link>
      </p>
    </Card>
  );
}

/** The signed-in session the server answered: kept, every other answer fetched again, and off to the desk. */
function useEnter() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return (session: AdminSession) => {
    client.setQueryData(adminKeys.session, session);
    void client.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
    void navigate(paths.workspace());
  };
}

/** The invitee's name, kept by the invitation page across its two forms. */
interface NameField {
  value: string;
  set: (value: string) => void;
}

function NameInput({ id, name }: { id: string; name: NameField }) {
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        Nom
      </label>
      <input id={id} className={styles.input} type="text" autoComplete="name" value={name.value} onChange={(e) => name.set(e.target.value)} required />
    </>
  );
}

/** A new password typed twice; with `name`, the invitee's name as well. */
function PasswordForm({ name, submitLabel, send }: { name?: NameField; submitLabel: string; send: (values: { name: string; password: string }) => Promise<AdminSession> }) {
  const enter = useEnter();
  const id = useId();
  const [values, setValues] = useState({ password: '', again: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: send, onSuccess: enter });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = name && name.value.trim() === '' ? 'Escriu el teu nom.' : passwordsProblem(values.password, values.again);
    setProblem(found);
    if (!found) mutation.mutate({ name: name?.value.trim() ?? '', password: values.password });
  };
  const field = (key: keyof typeof values, label: string) => (
    <>
      <label htmlFor={`${id}-${key}`} className={styles.label}>
        {label}
      </label>
      <input id={`${id}-${key}`} className={styles.input} type="password" autoComplete="new-password" value={values[key]} onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))} required />
    </>
  );
  const error = problem ?? (mutation.isError ? messageOf(mutation.error, "No s'ha pogut desar. Torna-ho a provar.") : null);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {name && <NameInput id={`${id}-name`} name={name} />}
      {field('password', 'Contrasenya (com a mínim 12 caràcters)')}
      {field('again', 'Repeteix la contrasenya')}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={mutation.isPending}>
        {mutation.isPending ? 'Desant…' : submitLabel}
      </button>
    </form>
  );
}

/** The invitee's other way in: a name, and a passkey the browser's authenticator makes (no password). */
function PasskeyForm({ token, name }: { token: string; name: NameField }) {
  const enter = useEnter();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: (given: string) => joinWithPasskey(token, given), onSuccess: enter });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = name.value.trim() === '' ? 'Escriu el teu nom.' : null;
    setProblem(found);
    if (!found) mutation.mutate(name.value.trim());
  };
  const error = problem ?? (mutation.isError ? (ceremonyMessage(mutation.error) ?? messageOf(mutation.error, "No s'ha pogut crear la clau d'accés. Torna-ho a provar.")) : null);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <NameInput id={`${id}-name`} name={name} />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={mutation.isPending}>
        {mutation.isPending ? 'Creant la clau…' : "Crea una clau d'accés"}
      </button>
    </form>
  );
}

type Way = 'password' | 'passkey';

export function InvitationScreen({ token }: { token: string }) {
  const link = useQuery({ queryKey: invitationKeys.invitation(token), queryFn: (ctx) => fetchInvitationLink(token, ctx), retry: false, staleTime: Infinity });
  const [way, setWay] = useState<Way>('password');
  const [name, setName] = useState('');
  const title = 'Invitació a la redacció';
  if (link.isPending) return <Loading />;
  if (link.isError) return <Refused title={title} error={link.error} />;
  const choice = (value: Way, label: string) => (
    <label className={styles.choice}>
      <input type="radio" name="way" value={value} checked={way === value} onChange={() => setWay(value)} /> {label}
    </label>
  );
  return (
    <Card title={title}>
      <p className={styles.text}>
        T'han convidat a la redacció amb el rol de {ROLE_NAMES[link.data.role]} i l'adreça {link.data.email}. Posa-hi el teu nom i tria com entraràs: amb una contrasenya, o amb una clau d'accés d'aquest dispositiu (l'empremta, la cara o el PIN), sense contrasenya.
      </p>
      <fieldset className={styles.choices}>
        <legend className={styles.label}>Com vols entrar?</legend>
        {choice('password', 'Amb una contrasenya')}
        {choice('passkey', "Amb una clau d'accés")}
      </fieldset>
      {way === 'password' ? (
        <PasswordForm name={{ value: name, set: setName }} submitLabel="Entra a la redacció" send={(values) => acceptInvitation(token, values)} />
      ) : (
        <PasskeyForm token={token} name={{ value: name, set: setName }} />
      )}
    </Card>
  );
}

export function PasswordResetScreen({ token }: { token: string }) {
  const link = useQuery({ queryKey: invitationKeys.reset(token), queryFn: (ctx) => fetchResetLink(token, ctx), retry: false, staleTime: Infinity });
  const title = 'Contrasenya nova';
  if (link.isPending) return <Loading />;
  if (link.isError) return <Refused title={title} error={link.error} />;
  return (
    <Card title={title}>
      <p className={styles.text}>
        Tria una contrasenya nova per a {link.data.name} ({link.data.email}). Quan la desis, es tancaran les altres sessions obertes amb aquest compte.
      </p>
      <PasswordForm submitLabel="Desa i entra" send={({ password }) => resetPassword(token, { password })} />
    </Card>
  );
}
