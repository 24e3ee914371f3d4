/**
 * 'Claus d'accés' (issue 27): the signed-in person's passkeys, with when each was added and last
 * used; a new one is made by the browser's authenticator and named here; each can be renamed, or
 * removed after a confirmation. Only the person sees or touches their own.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { PasskeyView } from '../../../common/api/passkeys.js';
import { formatMagazineDateTime } from '../../../common/dates.js';
import { ApiError, serverMessage } from '../../api/apiError.js';
import { addPasskey, ceremonyMessage, fetchPasskeys, passkeyKeys, removePasskey, renamePasskey } from '../../api/passkeys.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import panel from '../../styles/StaffPanel.module.css';
import styles from './People.module.css';

const failure = (error: unknown, fallback: string) => ceremonyMessage(error) ?? (error instanceof ApiError ? serverMessage(error) : null) ?? fallback;

export function PasskeysPanel() {
  const client = useQueryClient();
  const passkeys = useQuery({ queryKey: passkeyKeys.passkeys, queryFn: (ctx) => fetchPasskeys(ctx) });
  const refresh = () => client.invalidateQueries({ queryKey: passkeyKeys.passkeys });
  const [name, setName] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const nameId = useId();
  const add = useMutation({
    mutationFn: addPasskey,
    onSuccess: (passkey) => {
      setName('');
      setAdded(passkey.name);
      void refresh();
    },
  });
  const [removing, setRemoving] = useState<PasskeyView | null>(null);
  const remove = useMutation({ mutationFn: removePasskey, onSettled: () => refresh() });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    setAdded(null);
    add.mutate(name.trim());
  };
  if (passkeys.isPending) return <p className={panel.hint}>Carregant les claus d’accés…</p>;
  if (passkeys.isError) return <p className={panel.error} role="alert">{failure(passkeys.error, "No s'han pogut carregar les claus d'accés.")}</p>;
  return (
    <div className={panel.body}>
      <p className={panel.hint}>Amb una clau d’accés entres sense contrasenya: la guarda aquest dispositiu, el mòbil o una clau USB, i la desbloqueges amb l’empremta, la cara o el PIN.</p>
      {passkeys.data.passkeys.length === 0 ? (
        <p className={panel.hint}>Encara no tens cap clau d’accés.</p>
      ) : (
        <ul className={styles.list} aria-label="Claus d'accés">
          {passkeys.data.passkeys.map((p) => (
            <PasskeyRow key={p.id} passkey={p} onRenamed={refresh} onRemove={() => setRemoving(p)} />
          ))}
        </ul>
      )}
      {remove.isError && <p className={panel.error} role="alert">{failure(remove.error, "No s'ha pogut eliminar la clau d'accés.")}</p>}
      <form className={panel.form} onSubmit={submit} noValidate>
        <label htmlFor={nameId} className={panel.label}>
          Nom de la clau nova
        </label>
        <input id={nameId} className={panel.input} value={name} maxLength={100} placeholder="Per exemple: Portàtil de la redacció" onChange={(e) => setName(e.target.value)} />
        <div className={panel.actions}>
          <button type="submit" className="button button--primary" disabled={add.isPending || name.trim() === ''}>
            {add.isPending ? 'Esperant la clau d’accés…' : "Afegeix una clau d'accés"}
          </button>
        </div>
        {add.isError && <p className={panel.error} role="alert">{failure(add.error, "No s'ha pogut afegir la clau d'accés.")}</p>}
        {added !== null && <p className={panel.status} role="status">S’ha afegit la clau d’accés «{added}».</p>}
      </form>
      {removing && (
        <ConfirmDialog
          question={{ title: 'Eliminar la clau d’accés', text: `Ja no podràs entrar amb «${removing.name}». Les altres claus i la contrasenya continuen servint.`, confirmLabel: 'Elimina-la', tone: 'danger' }}
          onConfirm={() => {
            remove.mutate(removing.id);
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}

function PasskeyRow({ passkey, onRenamed, onRemove }: { passkey: PasskeyView; onRenamed: () => void; onRemove: () => void }) {
  const [editing, setEditing] = useState<string | null>(null);
  const inputId = useId();
  const rename = useMutation({
    mutationFn: (name: string) => renamePasskey(passkey.id, name),
    onSuccess: () => {
      setEditing(null);
      onRenamed();
    },
  });
  return (
    <li className={styles.row}>
      {editing === null ? (
        <div className={styles.who}>
          <span className={styles.name}>{passkey.name}</span>
          <span className={styles.meta}>
            Afegida: {formatMagazineDateTime(passkey.createdAt)} · Darrer ús: {passkey.lastUsedAt ? formatMagazineDateTime(passkey.lastUsedAt) : 'encara no'}
          </span>
        </div>
      ) : (
        <form
          className={styles.controls}
          onSubmit={(e) => {
            e.preventDefault();
            if (editing.trim() !== '') rename.mutate(editing.trim());
          }}
        >
          <label htmlFor={inputId} className={panel.label}>
            Nom nou de «{passkey.name}»
          </label>
          <input id={inputId} className={panel.input} value={editing} maxLength={100} autoFocus onChange={(e) => setEditing(e.target.value)} />
          <button type="submit" className="button button--primary" disabled={rename.isPending || editing.trim() === ''}>
            Desa el nom
          </button>
          <button type="button" className="button" onClick={() => setEditing(null)}>
            Cancel·la
          </button>
          {rename.isError && <p className={panel.error} role="alert">{failure(rename.error, "No s'ha pogut canviar el nom.")}</p>}
        </form>
      )}
      {editing === null && (
        <div className={styles.controls}>
          <button type="button" className="button" aria-label={`Canvia el nom de «${passkey.name}»`} onClick={() => setEditing(passkey.name)}>
            Canvia el nom
          </button>
          <button type="button" className="button" aria-label={`Elimina «${passkey.name}»`} onClick={onRemove}>
            Elimina
          </button>
        </div>
      )}
    </li>
  );
}
