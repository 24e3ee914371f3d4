/**
 * What a sync would delete, waiting for staff (issue 26): a sync deletes nothing by itself. Each
 * record is listed with a box to tick: what the public site deleted comes ticked, what exists only
 * on this copy (an author made here, the demo magazine) does not. 'Esborra els marcats' asks
 * first; what is not ticked stays on this copy.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { countLabel } from '../../../common/plural.js';
import type { PendingDeletion, SyncStatus } from '../../../common/sync.js';
import { ApiError } from '../../api/apiError.js';
import { decideSyncDeletions, syncKeys } from '../../api/sync.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import panel from '../../styles/StaffPanel.module.css';
import styles from './SyncPanel.module.css';

const KIND: Record<PendingDeletion['kind'], string> = { issue: 'Edició', article: 'Article', author: 'Autor' };
const GROUPS: { reason: PendingDeletion['reason']; title: string }[] = [
  { reason: 'gone', title: 'Ja no són al web públic' },
  { reason: 'only-here', title: 'Només són en aquesta còpia (el web públic no els té)' },
];
const keyOf = (p: PendingDeletion) => `${p.kind}:${p.id}`;

export function PendingDeletions({ pending }: { pending: PendingDeletion[] }) {
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState(() => new Set(pending.filter((p) => p.reason === 'gone').map(keyOf)));
  const [asking, setAsking] = useState(false);
  const decide = useMutation({
    mutationFn: (chosen: PendingDeletion[]) => decideSyncDeletions(chosen.map(({ kind, id }) => ({ kind, id }))),
    onSuccess: (next: SyncStatus) => queryClient.setQueryData(syncKeys.status, next),
  });
  const chosen = pending.filter((p) => ticked.has(keyOf(p)));
  const toggle = (p: PendingDeletion) =>
    setTicked((now) => {
      const next = new Set(now);
      if (!next.delete(keyOf(p))) next.add(keyOf(p));
      return next;
    });
  const confirm = () => {
    setAsking(false);
    decide.mutate(chosen);
  };

  return (
    <section className={styles.pending} aria-labelledby="sync-pending-title">
      <h3 id="sync-pending-title" className={styles.pendingTitle}>
        Esperant la teva decisió: {countLabel(pending.length, 'element', 'elements')} per esborrar
      </h3>
      <p className={panel.hint}>La sincronització no esborra res pel seu compte. Marca el que vols esborrar d’aquesta còpia; el que no marquis s’hi queda.</p>
      {GROUPS.map(({ reason, title }) => {
        const items = pending.filter((p) => p.reason === reason);
        if (items.length === 0) return null;
        return (
          <fieldset key={reason} className={styles.pendingGroup}>
            <legend>{title}</legend>
            <ul>
              {items.map((p) => (
                <li key={keyOf(p)}>
                  <label>
                    <input type="checkbox" checked={ticked.has(keyOf(p))} onChange={() => toggle(p)} /> {KIND[p.kind]}: {p.label}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      {decide.isError && (
        <p className={panel.error} role="alert">
          {decide.error instanceof ApiError ? decide.error.message : 'No s’ha pogut desar la decisió. Torna-ho a provar.'}
        </p>
      )}
      <div className={panel.actions}>
        <button type="button" className="button" onClick={() => (chosen.length > 0 ? setAsking(true) : decide.mutate([]))} disabled={decide.isPending}>
          {chosen.length > 0 ? `Esborra els marcats (${chosen.length})` : 'Conserva-ho tot'}
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          question={{
            title: `Esborrar ${countLabel(chosen.length, 'element', 'elements')} d’aquesta còpia?`,
            text: `S’esborrarà: ${chosen.map((p) => `${KIND[p.kind].toLowerCase()} ${p.label}`).join('; ')}. La resta de la llista es queda en aquesta còpia.`,
            confirmLabel: 'Esborra',
            tone: 'danger',
          }}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
