/**
 * Workspace panel "Edicions": every edition, published and draft, in one compact ruled table
 * (49+ rows stay usable: filter by number or title, and by state), each with its preview,
 * 'Exporta PDF' and, for drafts, 'Publica', 'Publica al web' and 'Descarta'; for published
 * editions, 'Publica al web' (their published corrections to the public site) and 'Retira' (back
 * to draft). Every step readers will see asks first (ConfirmDialog). Above
 * it, 'Obre un paquet d'edició': a .zip or a folder (zipped here with common/zip.ts), or the
 * native dialog on the desktop; the answer is a report of every record the package refused.
 */
import { agree, countLabel } from '../../../common/plural.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../common/dates.js';
import type { WorkspaceAction } from '../../../common/staff.js';
import type { EditionSummary, PackageReport } from '../../../common/types.js';
import { WHOLE_PACKAGE } from '../../../common/api/editions.js';
import { zipFiles } from '../../../common/zip.js';
import { paths } from '../../../common/routes/index.js';
import { discardEdition, editionKeys, fetchEditions, fetchRemote, publishEdition, publishToWeb, uploadPackage, withdrawEdition } from '../../api/editions.js';
import { desktopBridge } from '../../platform/desktop.js';
import { ConfirmDialog, type ConfirmQuestion } from '../../components/ConfirmDialog.js';
import { usePdfExport, type PdfExportState } from './pdfExport.js';
import styles from './EditionsPanel.module.css';

/** What an upload came to (the report, or the status of another failure). */
type UploadOutcome = Awaited<ReturnType<typeof uploadPackage>>;

type StateFilter = 'totes' | 'draft' | 'published';

/** The steps that change what readers see, each asked first. */
type Step = 'publish' | 'publish-web' | 'withdraw';

function questionFor(step: Step, number: number, remoteUrl: string | null, published: boolean): ConfirmQuestion {
  if (step === 'publish-web' && published) {
    return {
      title: `Enviar al web les correccions del número ${number}?`,
      text: `Si el web públic${remoteUrl ? ` (${remoteUrl})` : ''} ja té aquest número, s'hi publicaran les correccions publicades aquí que encara no té, amb la seva data; si no el té, s'hi enviarà i s'hi publicarà sencer.`,
      confirmLabel: 'Sí, envia-les',
      tone: 'primary',
    };
  }
  if (step === 'publish') {
    return {
      title: `Publicar el número ${number}?`,
      text: "Els lectors el veuran a l'instant: a la portada, a l'arxiu, a la cerca i als canals. Si cal, el podràs retirar amb 'Retira'.",
      confirmLabel: 'Sí, publica',
      tone: 'primary',
    };
  }
  if (step === 'publish-web') {
    return {
      title: `Publicar el número ${number} al web?`,
      text: `S'enviarà al web públic${remoteUrl ? ` (${remoteUrl})` : ''} i s'hi publicarà: els lectors el veuran a l'instant. En aquesta còpia també quedarà publicat.`,
      confirmLabel: 'Sí, publica al web',
      tone: 'primary',
    };
  }
  // A staff copy (one with a public site configured) withdraws only its own copy: 'Publica al web' has no undo there.
  const elsewhere = remoteUrl
    ? ` Només es retira d'aquesta còpia: el web públic (${remoteUrl}) el continua mostrant fins que el retireu a la redacció del web públic.`
    : '';
  return {
    title: `Retirar el número ${number}?`,
    text: `Tornarà a ser un esborrany: els lectors deixaran de veure'l a la portada, a l'arxiu, a la cerca, als canals i al quiosc. El podràs tornar a publicar.${elsewhere}`,
    confirmLabel: 'Sí, retira',
    tone: 'danger',
  };
}

const KIND_LABELS: Record<PackageReport['rejected'][number]['kind'], string> = {
  issue: 'Edició',
  article: 'Article',
  author: 'Autor',
  media: 'Fitxer multimèdia',
  file: 'Fitxer del paquet',
};

/** A chosen folder as a package: its files under their paths inside the folder. */
async function zipFolder(files: FileList): Promise<Uint8Array> {
  const entries = await Promise.all(
    [...files]
      .filter((file) => !file.name.startsWith('.'))
      .map(async (file) => ({
        // "edicio-60/media/portada.jpg" → "media/portada.jpg"
        name: (file.webkitRelativePath || file.name).split('/').slice(1).join('/') || file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      })),
  );
  return zipFiles(entries);
}

export function EditionsPanel({ action, onActionDone }: { action: WorkspaceAction | null; onActionDone: () => void }) {
  const client = useQueryClient();
  const titleId = useId();
  const editions = useQuery({ queryKey: editionKeys.list, queryFn: (ctx) => fetchEditions(ctx), staleTime: 0 });
  const remote = useQuery({ queryKey: editionKeys.remote, queryFn: (ctx) => fetchRemote(ctx), staleTime: 30_000 });
  const remoteReady = Boolean(remote.data?.url && remote.data.hasCredential);
  const pdf = usePdfExport();
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const [query, setQuery] = useState('');
  const [stateFilter, setStateFilter] = useState<StateFilter>('totes');
  const [confirming, setConfirming] = useState<number | null>(null);
  const [asking, setAsking] = useState<{ step: Step; number: number } | null>(null);
  const uploadRef = useRef<HTMLButtonElement>(null);
  const zipInputRef = useRef<HTMLInputElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);

  // Every answer may have changed (lists, home, search): all of it is fetched again.
  const refresh = () => void client.invalidateQueries({ predicate: (q) => q.queryKey[1] !== 'session' });

  const upload = useMutation({
    mutationFn: async (source: Promise<Blob | Uint8Array>) => uploadPackage(await source),
    onSuccess: (result) => {
      setOutcome(result);
      if (result.stored) refresh();
    },
    onError: () => setOutcome({ stored: false, report: null, status: 0 }),
  });

  const publish = useMutation({
    mutationFn: publishEdition,
    onSuccess: (_data, number) => {
      setNotice({ tone: 'ok', text: `El número ${number} s'ha publicat.` });
      refresh();
    },
    onError: (_error, number) => setNotice({ tone: 'error', text: `No s'ha pogut publicar el número ${number}.` }),
  });

  const discard = useMutation({
    mutationFn: discardEdition,
    onSuccess: (_data, number) => {
      setConfirming(null);
      setNotice({ tone: 'ok', text: `L'esborrany ${number} s'ha descartat.` });
      refresh();
    },
    onError: (_error, number) => setNotice({ tone: 'error', text: `No s'ha pogut descartar l'esborrany ${number}.` }),
  });

  const withdraw = useMutation({
    mutationFn: withdrawEdition,
    onSuccess: (_data, number) => {
      setNotice({ tone: 'ok', text: `El número ${number} s'ha retirat: torna a ser un esborrany.` });
      refresh();
    },
    onError: (_error, number) => setNotice({ tone: 'error', text: `No s'ha pogut retirar el número ${number}.` }),
  });

  const toWeb = useMutation({
    mutationFn: publishToWeb,
    onSuccess: (result, number) => {
      if (result.ok) {
        const text =
          result.corrections === null
            ? `El número ${number} s'ha publicat al web.`
            : result.corrections.length === 0
              ? `El web ja tenia el número ${number} al dia: no hi havia cap correcció per enviar.`
              : `${agree(result.corrections.length, "S'ha", "S'han")} publicat al web ${countLabel(result.corrections.length, 'correcció', 'correccions')} del número ${number}.`;
        setNotice({ tone: 'ok', text });
        refresh();
      } else {
        setNotice({ tone: 'error', text: `El web no ha acceptat el número ${number}.${result.message ? ` ${result.message}` : ''}` });
        if (result.report) setOutcome({ stored: false, report: result.report });
      }
    },
    onError: (_error, number) => setNotice({ tone: 'error', text: `No s'ha pogut publicar el número ${number} al web.` }),
  });

  // The answer 'Sí' to the question of a step readers will see.
  const answer = () => {
    if (!asking) return;
    const act = { publish: publish.mutate, 'publish-web': toWeb.mutate, withdraw: withdraw.mutate }[asking.step];
    setAsking(null);
    act(asking.number);
  };

  const chooseOnDesktop = async () => {
    const bridge = desktopBridge();
    if (!bridge) return;
    const file = await bridge.choosePackage();
    if (file) upload.mutate(Promise.resolve(file.bytes));
  };

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
    // chooseOnDesktop is recreated each render; the action is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action, onActionDone]);

  const onZip = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(Promise.resolve(file));
  };
  const onFolder = (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files;
    if (files && files.length > 0) upload.mutate(zipFolder(files));
    event.target.value = '';
  };

  const all = useMemo(() => editions.data?.editions ?? [], [editions.data]);
  const visible = useMemo(() => {
    const q = query.trim().toLocaleLowerCase('ca');
    return all.filter(
      (e) => (stateFilter === 'totes' || e.status === stateFilter) && (q === '' || String(e.number) === q || e.title.toLocaleLowerCase('ca').includes(q)),
    );
  }, [all, query, stateFilter]);
  const drafts = all.filter((e) => e.status === 'draft').length;

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
        <div className={styles.upload}>
          {desktopBridge() ? (
            <button ref={uploadRef} type="button" className="button button--primary" onClick={() => void chooseOnDesktop()} disabled={upload.isPending}>
              Obre un paquet d'edició
            </button>
          ) : (
            <>
              <label className={`button button--primary ${styles.fileButton}`}>
                Obre un paquet d'edició
                <input
                  ref={zipInputRef}
                  type="file"
                  accept=".zip,application/zip"
                  className={styles.fileInput}
                  onChange={onZip}
                  disabled={upload.isPending}
                  data-testid="package-zip"
                />
              </label>
              <label className={`button ${styles.fileButton}`}>
                Obre una carpeta
                <input
                  type="file"
                  className={styles.fileInput}
                  onChange={onFolder}
                  disabled={upload.isPending}
                  {...({ webkitdirectory: '', directory: '' } as Record<string, string>)}
                />
              </label>
            </>
          )}
          <p className={styles.uploadHint}>Un .zip (o una carpeta) amb issues.json, articles.json, authors.json i media/. Es desa com a esborrany.</p>
        </div>
      </div>

      <div aria-live="polite">
        {upload.isPending && <p className={styles.notice}>Llegint i validant el paquet…</p>}
        {outcome && !upload.isPending && <UploadReport outcome={outcome} onClose={() => setOutcome(null)} />}
        {notice && (
          <p className={`${styles.notice} ${notice.tone === 'error' ? styles.noticeError : ''}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </p>
        )}
        <PdfProgress state={pdf.state} />
      </div>

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
                  busy={publish.isPending || discard.isPending || toWeb.isPending || withdraw.isPending}
                  exporting={pdf.state.status === 'building'}
                  confirming={confirming === edition.number}
                  onExport={() => pdf.exportPdf(edition.number)}
                  onPublish={() => setAsking({ step: 'publish', number: edition.number })}
                  onWithdraw={() => setAsking({ step: 'withdraw', number: edition.number })}
                  onAskDiscard={() => setConfirming(edition.number)}
                  onCancelDiscard={() => setConfirming(null)}
                  onDiscard={() => discard.mutate(edition.number)}
                  onPublishWeb={() => setAsking({ step: 'publish-web', number: edition.number })}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          question={questionFor(asking.step, asking.number, remote.data?.url ?? null, editions.data?.editions.find((e) => e.number === asking.number)?.status === 'published')}
          onConfirm={answer}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}

interface RowProps {
  edition: EditionSummary;
  remoteReady: boolean;
  busy: boolean;
  exporting: boolean;
  confirming: boolean;
  onExport(): void;
  onPublish(): void;
  onWithdraw(): void;
  onAskDiscard(): void;
  onCancelDiscard(): void;
  onDiscard(): void;
  onPublishWeb(): void;
}

function EditionRow({ edition, remoteReady, busy, exporting, confirming, ...on }: RowProps) {
  const draft = edition.status === 'draft';
  return (
    <tr className={draft ? styles.draftRow : undefined} data-testid={`edition-${edition.number}`}>
      <td className={styles.number}>{edition.number}</td>
      <td className={styles.editionTitle}>{edition.title}</td>
      <td className={styles.date}>{formatLongDate(edition.publicationDate)}</td>
      <td className={styles.count}>
        {/* The column's heading says "Articles" on a desktop; a phone's stacked row says it in words. */}
        <span className={styles.countNumber}>{edition.articleCount}</span>
        <span className={styles.countWords}>{countLabel(edition.articleCount, 'article', 'articles')}</span>
      </td>
      <td className={styles.state}>
        <span className={draft ? styles.badgeDraft : styles.badge}>{draft ? 'Esborrany' : 'Publicada'}</span>
      </td>
      <td className={styles.actions}>
        {confirming ? (
          <span className={styles.confirm} role="group" aria-label={`Confirma que vols descartar l'esborrany ${edition.number}`}>
            <span>Descartar-lo? S'esborrarà amb les seves imatges.</span>
            <button type="button" className={styles.danger} onClick={on.onDiscard} disabled={busy}>
              Sí, descarta
            </button>
            <button type="button" className={styles.action} onClick={on.onCancelDiscard}>
              Cancel·la
            </button>
          </span>
        ) : (
          <>
            <Link to={paths.edition(edition.number)} className={styles.action} aria-label={`Previsualitza el número ${edition.number}`}>
              Previsualitza
            </Link>
            <button type="button" className={styles.action} onClick={on.onExport} disabled={exporting} aria-label={`Exporta PDF del número ${edition.number}`}>
              Exporta PDF
            </button>
            {draft && (
              <>
                <Link to={paths.deskEdition(edition.number)} className={styles.action} aria-label={`Edita el número ${edition.number}`}>
                  Edita
                </Link>
                <button type="button" className={styles.primaryAction} onClick={on.onPublish} disabled={busy} aria-label={`Publica el número ${edition.number}`}>
                  Publica
                </button>
                <button
                  type="button"
                  className={styles.action}
                  onClick={on.onPublishWeb}
                  disabled={busy || !remoteReady}
                  title={remoteReady ? undefined : 'Configura primer el web públic a la configuració'}
                  aria-label={`Publica al web el número ${edition.number}`}
                >
                  Publica al web
                </button>
                <button type="button" className={styles.danger} onClick={on.onAskDiscard} disabled={busy} aria-label={`Descarta l'esborrany ${edition.number}`}>
                  Descarta
                </button>
              </>
            )}
            {!draft && (
              <>
                <button
                  type="button"
                  className={styles.action}
                  onClick={on.onPublishWeb}
                  disabled={busy || !remoteReady}
                  title={remoteReady ? 'Envia al web públic les correccions publicades aquí' : 'Configura primer el web públic a la configuració'}
                  aria-label={`Publica al web el número ${edition.number}`}
                >
                  Publica al web
                </button>
                <button type="button" className={styles.action} onClick={on.onWithdraw} disabled={busy} aria-label={`Retira el número ${edition.number}`}>
                  Retira
                </button>
              </>
            )}
          </>
        )}
      </td>
    </tr>
  );
}

function UploadReport({ outcome, onClose }: { outcome: UploadOutcome; onClose(): void }) {
  if (!outcome.report) {
    const status = 'status' in outcome ? outcome.status : 0;
    const text =
      status === 413
        ? 'El paquet és massa gran per a aquest servidor.'
        : status === 415
          ? "El fitxer no és un paquet d'edició (.zip)."
          : status === 401 || status === 403
            ? 'La sessió ha caducat: torna a entrar.'
            : "No s'ha pogut enviar el paquet. Torna-ho a provar.";
    return (
      <p className={`${styles.notice} ${styles.noticeError}`} role="alert">
        {text}
      </p>
    );
  }
  const { report } = outcome;
  if (outcome.stored) {
    return (
      <div className={styles.report} role="status">
        <p className={styles.reportTitle}>
          Esborrany desat: {report.editions.length === 1 ? `número ${report.editions[0]}` : `números ${report.editions.join(', ')}`}
        </p>
        <p className={styles.reportText}>
          {countLabel(report.articles, 'article', 'articles')}, {countLabel(report.authors, 'autor nou', 'autors nous')}, {countLabel(report.media, 'fitxer', 'fitxers')}. Previsualitza'l abans de publicar-lo.
        </p>
        <button type="button" className={styles.linkButton} onClick={onClose}>
          Tanca
        </button>
      </div>
    );
  }
  return (
    <div className={`${styles.report} ${styles.reportError}`} role="alert">
      <p className={styles.reportTitle}>El paquet no s'ha desat: {countLabel(report.rejected.length, 'registre rebutjat', 'registres rebutjats')}</p>
      <p className={styles.reportText}>No s'ha guardat res. Corregeix aquests registres i torna a obrir el paquet.</p>
      <div className={styles.tableWrap}>
        <table className={styles.reportTable}>
          <thead>
            <tr>
              <th scope="col">Tipus</th>
              <th scope="col">Identificador</th>
              <th scope="col">Motiu</th>
            </tr>
          </thead>
          <tbody>
            {report.rejected.map((r, i) => (
              <tr key={`${r.kind}-${r.id}-${i}`}>
                <td>{KIND_LABELS[r.kind]}</td>
                <td className={r.id === WHOLE_PACKAGE ? undefined : styles.mono}>{r.id === WHOLE_PACKAGE ? 'el paquet sencer' : r.id}</td>
                <td>{r.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className={styles.linkButton} onClick={onClose}>
        Tanca
      </button>
    </div>
  );
}

function PdfProgress({ state }: { state: PdfExportState }) {
  if (state.status === 'idle') return null;
  if (state.status === 'failed') {
    return (
      <p className={`${styles.notice} ${styles.noticeError}`} role="alert">
        No s'ha pogut crear el PDF del número {state.number}.
      </p>
    );
  }
  if (state.status === 'saved') {
    return (
      <p className={styles.notice} role="status">
        PDF del número {state.number} desat: {state.fileName} ({state.pageCount} pàgines).
        {state.withoutAddress && (
          <>
            {' '}
            No porta l'adreça del web ni els codis QR que hi porten: aquest equip no en sap l'adreça pública. Indica-la a{' '}
            <a href="#configuracio">Configuració</a> i torna a exportar el PDF.
          </>
        )}
      </p>
    );
  }
  const percent = Math.round(state.fraction * 100);
  return (
    <div className={styles.progress} role="status">
      <p>
        Exportant el número {state.number}: {state.label}… {percent}%
      </p>
      <progress max={100} value={percent} aria-label={`Progrés del PDF del número ${state.number}`} />
    </div>
  );
}
