/**
 * Workspace panel "Sincronització": 'Sincronitza' pulls the public site's editions, articles,
 * authors, media and dashboard figures into this copy. While it runs, a progress bar per step
 * (role=progressbar with its values); then the summary, the last sync's time (the magazine's
 * clock), or why it stopped, and what the sync would delete, for staff to decide (PendingDeletions).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { WorkspaceAction } from '../../../common/staff.js';
import { formatMagazineDateTime } from '../../../common/dates.js';
import { SYNC_PHASE_LABELS, type SyncPhase, type SyncStatus } from '../../../common/sync.js';
import { fetchSyncStatus, startSync, syncKeys } from '../../api/sync.js';
import panel from '../../styles/StaffPanel.module.css';
import { PendingDeletions } from './PendingDeletions.js';
import styles from './SyncPanel.module.css';

const PHASES: SyncPhase[] = ['content', 'media', 'analytics'];
const count = new Intl.NumberFormat('ca');

export function SyncPanel({ action, onActionDone }: { action: WorkspaceAction | null; onActionDone: () => void }) {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: syncKeys.status,
    queryFn: (ctx) => fetchSyncStatus(ctx),
    // Follow a run closely; otherwise read once.
    refetchInterval: (q) => (q.state.data?.state === 'running' ? 400 : false),
  });
  const start = useMutation({
    mutationFn: startSync,
    // The answer is the run's first status: the progress bar shows at once, then polling follows it.
    onSuccess: (first) => queryClient.setQueryData(syncKeys.status, first),
    // A refusal (no site, wrong credential, unreachable) is recorded in the status: read it back.
    onError: () => queryClient.invalidateQueries({ queryKey: syncKeys.status }),
  });

  const s = status.data;
  const running = s?.state === 'running' || start.isPending;
  const canStart = Boolean(s?.remoteUrl) && !running;

  // Fitxer › Sincronitza in the desktop menu: start once the status says it can.
  const handled = useRef(false);
  useEffect(() => {
    if (action !== 'sincronitza' || handled.current || !s) return;
    handled.current = true;
    if (s.remoteUrl && s.state !== 'running') start.mutate();
    onActionDone();
  }, [action, s, start, onActionDone]);

  return (
    <section className={panel.panel} aria-labelledby="sync-title" id="sincronitzacio">
      <div className={panel.head}>
        <p className="eyebrow">Còpia local</p>
        <h2 id="sync-title" className={panel.title}>
          Sincronització
        </h2>
        <p className={panel.lede}>Porta a aquest equip les edicions publicades, els articles, els autors, les imatges i les xifres dels taulers del web públic.</p>
      </div>
      <div className={panel.body}>
        {status.isError ? (
          <p className={panel.error} role="alert">
            No s'ha pogut llegir l'estat de la sincronització.
          </p>
        ) : !s ? (
          <p className={panel.hint}>Carregant…</p>
        ) : (
          <>
            <dl className={panel.facts}>
              <div className={panel.fact}>
                <dt>Web públic</dt>
                <dd>
                  {s.remoteUrl ?? (
                    <>
                      Cap de configurat.{' '}
                      <a className={panel.link} href="#configuracio">
                        Configura el web públic
                      </a>
                    </>
                  )}
                </dd>
              </div>
              <div className={panel.fact}>
                <dt>Darrera sincronització</dt>
                <dd>{s.lastSyncAt ? <time dateTime={s.lastSyncAt}>{formatMagazineDateTime(s.lastSyncAt)}</time> : 'Encara no se n’ha fet cap'}</dd>
              </div>
            </dl>
            {s.state === 'running' && <Progress status={s} />}
            {s.state === 'done' && (
              <p className={`${panel.status} ${styles.summary}`} role="status">
                <strong>Sincronització completa.</strong> {s.summary}.
              </p>
            )}
            {s.state !== 'running' && s.pendingDeletions.length > 0 && (
              // A new list (after a sync) is a new set of boxes.
              <PendingDeletions key={s.pendingDeletions.map((p) => `${p.kind}:${p.id}`).join(',')} pending={s.pendingDeletions} />
            )}
            {s.state === 'failed' && s.lastError && (
              <p className={panel.error} role="alert">
                {s.lastError}
              </p>
            )}
            <div className={panel.actions}>
              <button type="button" className="button button--primary" onClick={() => start.mutate()} disabled={!canStart}>
                Sincronitza
              </button>
              {!s.remoteUrl && <p className={panel.hint}>Primer cal indicar l'adreça del web públic i la teva clau personal a Configuració.</p>}
              {running && <p className={panel.hint}>Pots continuar treballant mentre es copia.</p>}
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function Progress({ status }: { status: SyncStatus }) {
  const phase = status.phase ?? 'content';
  const step = PHASES.indexOf(phase) + 1;
  const known = status.total > 0;
  const label = SYNC_PHASE_LABELS[phase];
  const figures = known ? `${count.format(status.done)} de ${count.format(status.total)}` : 'començant';
  return (
    <div className={styles.progress}>
      <div className={styles.progressHead}>
        <span>
          Pas {step} de {PHASES.length} · {label}
        </span>
        <span className={styles.step}>{figures}</span>
      </div>
      <div
        className={`${styles.track} ${known ? '' : styles.indeterminate}`}
        role="progressbar"
        aria-label="Progrés de la sincronització"
        aria-valuemin={0}
        {...(known ? { 'aria-valuemax': status.total, 'aria-valuenow': Math.min(status.done, status.total) } : {})}
        aria-valuetext={`${label}: ${figures}`}
      >
        <div className={styles.fill} style={known ? { width: `${Math.min(100, (status.done / status.total) * 100)}%` } : undefined} />
      </div>
    </div>
  );
}
