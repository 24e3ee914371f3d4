/**
 * Workspace panel "Edicions": every edition, published and draft, in one compact ruled table
 * (49+ rows stay usable: filter by number or title, and by state), each with its preview,
 * 'Exporta PDF' and, for drafts, 'Publica', 'Publica al web', 'Programa al web' (the public site
 * publishes it at a day and minute of its clock: WallTimeForm, as the calendar asks) and 'Descarta'; for published
 * editions, 'Publica al web' (their published corrections to the public site) and 'Retira' (back
 * to draft). Every step readers will see asks first (PublishDialog). Above it, 'Obre un paquet
 * d'edició' (PackageUpload); the answer is a report of every record the package refused
 * (UploadReport). The reads and steps are useEditions'.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { countLabel } from '../../../common/plural.js';
import type { WorkspaceAction } from '../../../common/staff.js';
import { desktopBridge } from '../../platform/desktop.js';
import { EditionRow } from './EditionRow.js';
import { PackageUpload } from './PackageUpload.js';
import { PdfProgress } from './PdfProgress.js';
import { usePdfExport } from './pdfExport.js';
import { WallTimeForm } from '../../components/WallTimeForm.js';
import { PublishDialog, UnacceptedDialog, type Step } from './PublishDialog.js';
import { UploadReport } from './UploadReport.js';
import { useEditions } from './useEditions.js';
import { useRoleReaches } from '../../hooks/useStaffActor.js';
import styles from './EditionsPanel.module.css';

type StateFilter = 'totes' | 'draft' | 'published';

export function EditionsPanel({ action, onActionDone }: { action: WorkspaceAction | null; onActionDone: () => void }) {
  const titleId = useId();
  const [confirming, setConfirming] = useState<number | null>(null);
  // Publishing, withdrawing, discarding and importing are an editor's (a contributor writes drafts).
  const canPublish = useRoleReaches('editor');
  const { editions, remoteUrl, remoteReady, remoteKnown, upload, steps, busy, notice, setNotice, outcome, closeOutcome, unaccepted, confirmUnaccepted, cancelUnaccepted } = useEditions({
    onDiscarded: () => setConfirming(null),
    canPublish,
  });
  const pdf = usePdfExport();
  const [query, setQuery] = useState('');
  const [stateFilter, setStateFilter] = useState<StateFilter>('totes');
  const [asking, setAsking] = useState<{ step: Step; number: number } | null>(null);
  const [schedulingWeb, setSchedulingWeb] = useState<number | null>(null);
  const zipInputRef = useRef<HTMLInputElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);

  // The answer 'Sí' to the question of a step readers will see.
  const answer = () => {
    if (!asking) return;
    setAsking(null);
    steps[asking.step](asking.number);
  };

  const { mutate: uploadPackage } = upload;
  const chooseOnDesktop = useCallback(async () => {
    const bridge = desktopBridge();
    if (!bridge) return;
    const file = await bridge.choosePackage();
    if (file) uploadPackage(Promise.resolve(file.bytes));
  }, [uploadPackage]);

  // The desktop menu's actions: open a package; export a PDF (the staff pick which edition).
  useEffect(() => {
    if (action === 'obre-paquet') {
      // A browser opens no file dialog unasked: the upload control gets the focus instead.
      if (desktopBridge()) void chooseOnDesktop();
      else zipInputRef.current?.focus();
      onActionDone();
    } else if (action === 'exporta-pdf') {
      setNotice({ tone: 'ok', text: "Tria l'edició que vols exportar i prem 'Exporta PDF'." });
      filterRef.current?.focus();
      onActionDone();
    }
  }, [action, onActionDone, chooseOnDesktop, setNotice]);

  const all = useMemo(() => editions.data?.editions ?? [], [editions.data]);
  const visible = useMemo(() => {
    const q = query.trim().toLocaleLowerCase('ca');
    return all.filter(
      (e) => (stateFilter === 'totes' || e.status === stateFilter) && (q === '' || String(e.number) === q || e.title.toLocaleLowerCase('ca').includes(q)),
    );
  }, [all, query, stateFilter]);
  const drafts = all.filter((e) => e.status === 'draft').length;
  const toSchedule = all.find((e) => e.number === schedulingWeb);

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div>
          <p className="eyebrow">Edicions</p>
          <h2 id={titleId} className={styles.title}>
            Edicions i esborranys
          </h2>
          {editions.data && (
            <p className={styles.summary}>
              {countLabel(all.length - drafts, 'edició publicada', 'edicions publicades')} · {countLabel(drafts, 'esborrany', 'esborranys')}
            </p>
          )}
        </div>
        {canPublish && <PackageUpload busy={upload.isPending} onUpload={upload.mutate} onChooseOnDesktop={() => void chooseOnDesktop()} zipInputRef={zipInputRef} />}
      </div>

      <div aria-live="polite">
        {upload.isPending && <p className={styles.notice}>Llegint i validant el paquet…</p>}
        {outcome && !upload.isPending && <UploadReport outcome={outcome} onClose={closeOutcome} />}
        {notice && (
          <p className={`${styles.notice} ${notice.tone === 'error' ? styles.noticeError : ''}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </p>
        )}
        <PdfProgress state={pdf.state} />
      </div>

      {toSchedule && (
        <WallTimeForm
          title={`Programa al web el número ${toSchedule.number}`}
          hint={`Hora de la revista al web públic${remoteUrl ? ` (${remoteUrl})` : ''}. S'hi enviarà com a esborrany i s'hi publicarà sol en aquest minut; en aquesta còpia continuarà sent un esborrany.`}
          initial={{ date: toSchedule.publicationDate, time: '09:00' }}
          submitLabel="Programa al web"
          pending={busy}
          error={null}
          onSubmit={(wall) => {
            setSchedulingWeb(null);
            steps.publishWebAt(toSchedule.number, wall);
          }}
          onCancel={() => setSchedulingWeb(null)}
        />
      )}

      <div className={styles.filters} role="search" aria-label="Filtra les edicions">
        <label className={styles.filterField}>
          <span>Cerca</span>
          <input ref={filterRef} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Número o títol" />
        </label>
        <div className={styles.segmented} role="group" aria-label="Estat">
          {(
            [
              ['totes', 'Totes'],
              ['draft', 'Esborranys'],
              ['published', 'Publicades'],
            ] as const
          ).map(([value, label]) => (
            <button key={value} type="button" aria-pressed={stateFilter === value} onClick={() => setStateFilter(value)}>
              {label}
            </button>
          ))}
        </div>
      </div>

      {editions.isPending && <p className={styles.notice}>Carregant les edicions…</p>}
      {editions.isError && (
        <p className={`${styles.notice} ${styles.noticeError}`} role="alert">
          Error carregant les edicions.{' '}
          <button type="button" className={styles.linkButton} onClick={() => void editions.refetch()}>
            Tornar a provar
          </button>
        </p>
      )}
      {/* One line here, not a greyed button on every row whose reason a touch screen never shows. */}
      {canPublish && remoteKnown && !remoteReady && all.length > 0 && (
        <p className={styles.hint} data-testid="web-steps-hint">
          'Publica al web' i 'Programa al web' surten quan aquesta còpia té el web públic configurat: ho fa un administrador a 'Configuració'.
        </p>
      )}
      {editions.data && visible.length === 0 && <p className={styles.notice}>Cap edició no coincideix amb el filtre.</p>}
      {visible.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Edicions de la revista, de la més nova a la més antiga</caption>
            <thead>
              <tr>
                <th scope="col">Núm.</th>
                <th scope="col">Títol</th>
                <th scope="col">Data</th>
                <th scope="col">Articles</th>
                <th scope="col">Estat</th>
                <th scope="col">
                  <span className="visually-hidden">Accions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {visible.map((edition) => (
                <EditionRow
                  key={edition.number}
                  edition={edition}
                  remoteReady={remoteReady}
                  canPublish={canPublish}
                  busy={busy}
                  exporting={pdf.state.status === 'building'}
                  confirming={confirming === edition.number}
                  onExport={() => pdf.exportPdf(edition.number)}
                  onPublish={() => setAsking({ step: 'publish', number: edition.number })}
                  onWithdraw={() => setAsking({ step: 'withdraw', number: edition.number })}
                  onAskDiscard={() => setConfirming(edition.number)}
                  onCancelDiscard={() => setConfirming(null)}
                  onDiscard={() => steps.discard(edition.number)}
                  onPublishWeb={() => setAsking({ step: 'publish-web', number: edition.number })}
                  onScheduleWeb={() => setSchedulingWeb(edition.number)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {asking && (
        <PublishDialog
          step={asking.step}
          number={asking.number}
          remoteUrl={remoteUrl}
          published={editions.data?.editions.find((e) => e.number === asking.number)?.status === 'published'}
          onConfirm={answer}
          onCancel={() => setAsking(null)}
        />
      )}
      {unaccepted && <UnacceptedDialog number={unaccepted.number} articles={unaccepted.articles} onConfirm={confirmUnaccepted} onCancel={cancelUnaccepted} />}
    </section>
  );
}
