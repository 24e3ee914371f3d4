/**
 * 'Convida una persona' and 'Invitacions pendents' (issue 27 item 3, administrators): an
 * invitation is for an e-mail address and a role; the screen shows its one-time link to copy
 * (valid 7 days), mailed too when the server has a mail server. Pending invitations are listed
 * with their expiry, and can be cancelled.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { StaffInvitation } from '../../../common/api/invitations.js';
import { onMagazineDateTime } from '../../../common/dates.js';
import { ROLE_NAMES, STAFF_ROLES, type StaffRole } from '../../../common/staff/actor.js';
import { fetchInvitations, invitationKeys, invite, revokeInvitation } from '../../api/invitations.js';
import panel from '../../styles/StaffPanel.module.css';
import { emailProblem, refusalText } from './fieldRefusal.js';
import { IssuedLink, deliveryText } from './IssuedLink.js';
import styles from './People.module.css';
import { ofName } from '../../../common/elision.js';

const messageOf = refusalText;

export function InvitePanel() {
  const pending = useQuery({ queryKey: invitationKeys.pending, queryFn: (ctx) => fetchInvitations(ctx) });
  const mail = pending.data?.mail ?? false;
  return (
    <>
      <InviteForm mail={mail} />
      {pending.isError && <p className={panel.error} role="alert">{messageOf(pending.error, "No s'han pogut carregar les invitacions.")}</p>}
      {pending.data && pending.data.invitations.length > 0 && (
        <section className={panel.body} aria-labelledby="invitacions-pendents">
          <h2 id="invitacions-pendents" className={panel.title}>
            Invitacions pendents
          </h2>
          <ul className={styles.list} aria-label="Invitacions pendents">
            {pending.data.invitations.map((invitation) => (
              <PendingRow key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function PendingRow({ invitation }: { invitation: StaffInvitation }) {
  const client = useQueryClient();
  const revoke = useMutation({ mutationFn: () => revokeInvitation(invitation.id), onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.pending }) });
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <span className={styles.name}>{invitation.email}</span>
        <span className={styles.meta}>
          {ROLE_NAMES[invitation.role]} · Invitació {ofName(invitation.invitedBy, '’')} · Caduca {onMagazineDateTime(invitation.expiresAt)}
        </span>
        {revoke.isError && (
          <span className={panel.error} role="alert">
            {messageOf(revoke.error, "No s'ha pogut anul·lar la invitació.")}
          </span>
        )}
      </div>
      <button type="button" className="button" disabled={revoke.isPending} onClick={() => revoke.mutate()} aria-label={`Anul·la la invitació de ${invitation.email}`}>
        Anul·la
      </button>
    </li>
  );
}

const EMPTY = { email: '', role: 'contributor' as StaffRole };

function InviteForm({ mail }: { mail: boolean }) {
  const client = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  // The address checked before it is sent, by the server's own rule, and said beside its field.
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const mutation = useMutation({
    mutationFn: () => invite({ email: values.email.trim(), role: values.role }),
    onSuccess: () => {
      setValues(EMPTY);
      void client.invalidateQueries({ queryKey: invitationKeys.pending });
    },
  });
  const ready = values.email.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(values.email.trim());
    setProblem(found);
    // A refusal of an earlier try no longer stands beside the address's own problem.
    if (found) mutation.reset();
    else if (ready) mutation.mutate();
  };
  return (
    <form className={panel.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={panel.title}>
        Convida una persona
      </h2>
      <p className={panel.hint}>
        {mail
          ? "La persona rebrà per correu un enllaç per posar-hi el nom i triar la contrasenya; també el podràs copiar aquí."
          : "Tindràs un enllaç per copiar i fer-li arribar: amb ell hi posarà el nom i triarà la contrasenya. Aquest servidor no envia correus."}
      </p>
      <div className={panel.field}>
        <label htmlFor={`${id}-email`} className={panel.label}>
          Adreça electrònica
        </label>
        <input
          id={`${id}-email`}
          className={panel.input}
          type="email"
          autoComplete="off"
          value={values.email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-email-problem` : undefined}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        />
        {problem && (
          <p id={`${id}-email-problem`} className={panel.error} role="alert">
            {problem}
          </p>
        )}
      </div>
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
      {mutation.isError && (
        <p className={panel.error} role="alert">
          {messageOf(mutation.error, "No s'ha pogut fer la invitació.")}
        </p>
      )}
      <div className={panel.actions}>
        <button type="submit" className="button button--primary" disabled={mutation.isPending || !ready}>
          Convida
        </button>
      </div>
      {mutation.isSuccess && (
        <IssuedLink issued={mutation.data} label={`Enllaç d'invitació per a ${mutation.data.invitation.email}`} delivery={deliveryText(mutation.data, mail, mutation.data.invitation.email)} />
      )}
    </form>
  );
}
