/**
 * 'Persones' (issue 27, administrators): everyone on the team with role, status and last sign-in;
 * an administrator changes a role, suspends (which ends every session of the person at once) or
 * reactivates, or makes a link for them to choose a new password; people join by invitation
 * (InvitePanel).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffPerson } from '../../../common/api/people.js';
import { formatMagazineDateTime } from '../../../common/dates.js';
import { ROLE_NAMES, STAFF_ROLES, type StaffRole } from '../../../common/staff/actor.js';
import { ApiError, serverMessage } from '../../api/apiError.js';
import { fetchInvitations, invitationKeys, issueReset } from '../../api/invitations.js';
import { fetchPeople, peopleKeys, updatePerson } from '../../api/people.js';
import { ConfirmDialog, type ConfirmQuestion } from '../../components/ConfirmDialog.js';
import { useStaffActor } from '../../hooks/useStaffActor.js';
import panel from '../../styles/StaffPanel.module.css';
import { InvitePanel } from './InvitePanel.js';
import { IssuedLink, deliveryText } from './IssuedLink.js';
import styles from './People.module.css';

type Change = { role?: StaffRole; status?: StaffPerson['status'] };

/**
 * The changes asked about first, as the guide describes them: suspending ends every session and
 * personal key of the person at once, and an administrator can do anything, this screen included.
 * Other changes (a lower role, reactivating) are made at once.
 */
function questionFor(person: StaffPerson, change: Change): ConfirmQuestion | null {
  if (change.status === 'suspended') {
    return {
      title: `Suspendre ${person.name}?`,
      text: `No podrà entrar a la redacció, i se li tancaran ara mateix totes les sessions i les claus personals (les claus no es recuperen en reactivar-la). Els seus textos i el registre es queden com són.`,
      confirmLabel: 'Suspèn',
      tone: 'danger',
    };
  }
  if (change.role === 'admin') {
    return {
      title: `Fer administrador ${person.name}?`,
      text: `Podrà fer-ho tot a la redacció, també convidar, suspendre i canviar el rol de qualsevol persona, i llegir el registre.`,
      confirmLabel: 'Fes-lo administrador',
      tone: 'primary',
    };
  }
  return null;
}

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
      <InvitePanel />
    </div>
  );
}

function PersonRow({ person, self }: { person: StaffPerson; self: boolean }) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (changes: Change) => updatePerson(person.id, changes),
    onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.people }),
  });
  const [asking, setAsking] = useState<{ change: Change; question: ConfirmQuestion } | null>(null);
  const change = (next: Change) => {
    const question = questionFor(person, next);
    if (question) setAsking({ change: next, question });
    else mutation.mutate(next);
  };
  const reset = useMutation({ mutationFn: () => issueReset(person.id) });
  // Whether the server mails links (the invitations' answer says it; the same query, asked once).
  const mail = useQuery({ queryKey: invitationKeys.pending, queryFn: (ctx) => fetchInvitations(ctx), select: (data) => data.mail }).data ?? false;
  const suspended = person.status === 'suspended';
  return (
    <li className={`${styles.row} ${suspended ? styles.suspended : ''}`}>
      <div className={styles.who}>
        <span className={styles.name}>{person.name}</span>
        <span className={styles.meta}>
          {person.email} · {ROLE_NAMES[person.role]} · {suspended ? 'Suspès' : 'Actiu'} · Darrera entrada: {person.lastSignInAt ? formatMagazineDateTime(person.lastSignInAt) : 'mai'}
        </span>
        {(mutation.isError || reset.isError) && (
          <span className={panel.error} role="alert">
            {messageOf(mutation.error ?? reset.error, "No s'ha pogut desar el canvi.")}
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
            onChange={(e) => change({ role: e.target.value as StaffRole })}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_NAMES[role]}
              </option>
            ))}
          </select>
          <button type="button" className="button" disabled={mutation.isPending} onClick={() => change({ status: suspended ? 'active' : 'suspended' })}>
            {suspended ? 'Reactiva' : 'Suspèn'}
          </button>
          {!suspended && (
            <button type="button" className="button" disabled={reset.isPending} onClick={() => reset.mutate()} aria-label={`Contrasenya nova per a ${person.name}`}>
              Contrasenya nova
            </button>
          )}
        </div>
      )}
      {asking && (
        <ConfirmDialog
          question={asking.question}
          onConfirm={() => {
            mutation.mutate(asking.change);
            setAsking(null);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      {reset.isSuccess && <IssuedLink issued={reset.data} label={`Enllaç perquè ${person.name} triï una contrasenya nova`} delivery={deliveryText(reset.data, mail, person.email)} />}
    </li>
  );
}
