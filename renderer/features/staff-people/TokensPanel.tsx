/**
 * 'Claus personals' (issue 27 item 5): the signed-in person's API tokens, for their scripts and for
 * the desktop app's link to the public site. A new one gets a name and a role no higher than the
 * person's own (the form offers no more; the server refuses more in any case); its secret is shown
 * once, right after it is made, and then only its name, role and last use. Revoking asks first.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { copyText } from './copyText.js';
import type { PersonalTokenView } from '../../../common/api/tokens.js';
import { formatMagazineDateTime } from '../../../common/dates.js';
import { ROLE_NAMES, STAFF_ROLES, roleReaches, type StaffRole } from '../../../common/staff/actor.js';
import { ApiError, serverMessage } from '../../api/apiError.js';
import { createToken, fetchTokens, revokeToken, tokenKeys } from '../../api/tokens.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { useStaffActor } from '../../hooks/useStaffActor.js';
import panel from '../../styles/StaffPanel.module.css';
import styles from './People.module.css';

const failure = (error: unknown, fallback: string) => (error instanceof ApiError ? serverMessage(error) : null) ?? fallback;

/** The roles a person may give a token: theirs and those below it. */
export const rolesUpTo = (role: StaffRole): StaffRole[] => STAFF_ROLES.filter((r) => roleReaches(role, r));

export function TokensPanel() {
  const actor = useStaffActor();
  if (actor?.kind === 'operator') return <p className={panel.hint}>La clau d’operador no té claus personals: inicia la sessió amb el teu compte per crear-ne.</p>;
  if (!actor) return null;
  return <OwnTokens role={actor.role} />;
}

function OwnTokens({ role }: { role: StaffRole }) {
  const client = useQueryClient();
  const tokens = useQuery({ queryKey: tokenKeys.tokens, queryFn: (ctx) => fetchTokens(ctx) });
  const refresh = () => client.invalidateQueries({ queryKey: tokenKeys.tokens });
  const offered = rolesUpTo(role);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<StaffRole>(role);
  const [made, setMade] = useState<{ name: string; secret: string } | null>(null);
  const nameId = useId();
  const roleId = useId();
  const create = useMutation({
    mutationFn: createToken,
    onSuccess: ({ token, secret }) => {
      setName('');
      setMade({ name: token.name, secret });
      void refresh();
    },
  });
  const [revoking, setRevoking] = useState<PersonalTokenView | null>(null);
  const revoke = useMutation({ mutationFn: revokeToken, onSettled: () => refresh() });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    setMade(null);
    create.mutate({ name: name.trim(), role: offered.includes(chosen) ? chosen : role });
  };
  if (tokens.isPending) return <p className={panel.hint}>Carregant les claus personals…</p>;
  if (tokens.isError) return <p className={panel.error} role="alert">{failure(tokens.error, "No s'han pogut carregar les claus personals.")}</p>;
  return (
    <div className={panel.body}>
      <p className={panel.hint}>
        Una clau personal deixa que un programa (un script, o l’aplicació d’escriptori per publicar al web) actuï en nom teu, amb el rol que triïs i mai més que el teu. Al registre hi consta amb el teu nom i el de la clau. Revoca-la quan ja no la facis servir.
      </p>
      {tokens.data.tokens.length === 0 ? (
        <p className={panel.hint}>Encara no tens cap clau personal.</p>
      ) : (
        <ul className={styles.list} aria-label="Claus personals">
          {tokens.data.tokens.map((t) => (
            <li key={t.id} className={styles.row}>
              <div className={styles.who}>
                <span className={styles.name}>
                  {t.name} · {ROLE_NAMES[t.role]}
                </span>
                <span className={styles.meta}>
                  Creada: {formatMagazineDateTime(t.createdAt)} · Darrer ús: {t.lastUsedAt ? formatMagazineDateTime(t.lastUsedAt) : 'encara no'}
                </span>
              </div>
              <button type="button" className="button" aria-label={`Revoca «${t.name}»`} onClick={() => setRevoking(t)}>
                Revoca
              </button>
            </li>
          ))}
        </ul>
      )}
      {revoke.isError && <p className={panel.error} role="alert">{failure(revoke.error, "No s'ha pogut revocar la clau personal.")}</p>}
      {made && <NewSecret name={made.name} secret={made.secret} />}
      <form className={panel.form} onSubmit={submit} noValidate>
        <div className={panel.field}>
          <label htmlFor={nameId} className={panel.label}>
            Nom de la clau personal nova
          </label>
          <input id={nameId} className={panel.input} value={name} maxLength={100} placeholder="Per exemple: Escriptori de casa" onChange={(e) => setName(e.target.value)} />
        </div>
        <div className={panel.field}>
          <label htmlFor={roleId} className={panel.label}>
            Rol de la clau
          </label>
          <select id={roleId} className={panel.input} value={chosen} onChange={(e) => setChosen(e.target.value as StaffRole)}>
            {offered.map((r) => (
              <option key={r} value={r}>
                {ROLE_NAMES[r]}
              </option>
            ))}
          </select>
        </div>
        <div className={panel.actions}>
          <button type="submit" className="button button--primary" disabled={create.isPending || name.trim() === ''}>
            Crea una clau personal
          </button>
        </div>
        {create.isError && <p className={panel.error} role="alert">{failure(create.error, "No s'ha pogut crear la clau personal.")}</p>}
      </form>
      {revoking && (
        <ConfirmDialog
          question={{ title: 'Revocar la clau personal', text: `El que faci servir «${revoking.name}» deixarà de funcionar ara mateix. No es pot desfer.`, confirmLabel: 'Revoca-la', tone: 'danger' }}
          onConfirm={() => {
            revoke.mutate(revoking.id);
            setRevoking(null);
          }}
          onCancel={() => setRevoking(null)}
        />
      )}
    </div>
  );
}

/** The secret of a token just made: shown this once, to copy. */
function NewSecret({ name, secret }: { name: string; secret: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const secretId = useId();
  const field = useRef<HTMLInputElement>(null);
  const copy = () => {
    void copyText(secret, field.current).then(setCopied);
  };
  return (
    <div className={panel.status} role="status">
      <div className={panel.field}>
        <label htmlFor={secretId} className={panel.label}>
          S’ha creat la clau personal «{name}». Copia-la ara: no es tornarà a mostrar.
        </label>
        <input ref={field} id={secretId} className={panel.input} readOnly value={secret} onFocus={(e) => e.currentTarget.select()} spellCheck={false} />
      </div>
      <div className={panel.actions}>
        <button type="button" className="button" onClick={copy}>
          {copied ? 'Copiada' : 'Copia la clau'}
        </button>
      </div>
      {copied === false && <p className={panel.hint}>No s’ha pogut copiar: la clau és seleccionada, copia-la tu (Ctrl+C o ⌘C).</p>}
    </div>
  );
}
