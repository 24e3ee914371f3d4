/**
 * An article's history at the desk: every revision (number, when, who when known), its review's
 * steps with the editors' notes (ReviewSteps) and its entries in the record (ArticleRecord), any revision read
 * as readers would see it (the reader's own ArticleView), and 'Restaura aquesta revisió', which
 * saves that text again as a new revision after a confirmation. What is typed and not yet saved is
 * saved first; when it cannot be, the confirmation says it would be lost.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeskArticle, RevisionSummary } from '../../../common/api/desk.js';
import { formatMagazineDateTime } from '../../../common/dates.js';
import { htmlToPlainLine } from '../../../common/html.js';
import type { Article, BodyBlock } from '../../../common/types.js';
import { wordDiff } from '../../../common/wordDiff.js';
import { ApiError } from '../../api/apiError.js';
import { deskKeys, fetchRevision, fetchRevisions, restoreRevision } from '../../api/desk.js';
import { ConfirmDialog, type ConfirmQuestion } from '../../components/ConfirmDialog.js';
import { useRoleReaches } from '../../hooks/useStaffActor.js';
import { ArticleView } from '../../views/article/ArticleView.js';
import { ArticleRecord } from './ArticleRecord.js';
import { ReviewSteps } from './ReviewSteps.js';
import styles from './RevisionHistory.module.css';

interface RevisionHistoryProps {
  id: string;
  /** The newest revision the editor knows of: the list is read again when it changes. */
  currentRevision: number;
  /** Saves what is pending; false when something typed could not be saved. */
  settle(): Promise<boolean>;
  /** The revision the editor's text is based on (a restore is saved on it). */
  baseRevision(): number;
  /** The restored text came back as `next`; `restored` is the revision it was taken from. */
  onRestored(next: DeskArticle, restored: number): void;
  onClose(): void;
}

/** '25 de novembre de 2026, 20:31' in the magazine's time zone. */
export const revisionTime = formatMagazineDateTime;

export function RevisionHistory({ id, currentRevision, settle, baseRevision, onRestored, onClose }: RevisionHistoryProps) {
  const list = useQuery({ queryKey: [...deskKeys.revisions(id), 'list', currentRevision], queryFn: (ctx) => fetchRevisions(id, ctx) });
  const [shown, setShown] = useState<number | null>(null);
  const readsRecord = useRoleReaches('admin');
  const newest = list.data?.revisions[0]?.revision ?? currentRevision;

  return (
    <section className={styles.panel} aria-labelledby="history-title">
      <div className={styles.head}>
        <h2 id="history-title" className={styles.title}>
          Historial de revisions
        </h2>
        <button type="button" className={styles.close} onClick={onClose}>
          Tanca l’historial
        </button>
      </div>
      {list.isPending && <p className={styles.status}>Carregant l’historial…</p>}
      {list.isError && (
        <p className={styles.error} role="alert">
          No s’ha pogut carregar l’historial.
        </p>
      )}
      {list.data && list.data.revisions.length === 0 && <p className={styles.status}>Aquest article encara no té cap revisió desada a la redacció: el text és el de la importació.</p>}
      {list.data && list.data.revisions.length > 0 && (
        <div className={styles.columns}>
          <ol className={styles.list} aria-label="Revisions, de la més nova a la més antiga">
            {list.data.revisions.map((r) => (
              <li key={r.revision}>
                <button type="button" className={`${styles.item} ${shown === r.revision ? styles.itemShown : ''}`} aria-pressed={shown === r.revision} onClick={() => setShown(r.revision)}>
                  <RevisionLine revision={r} newest={r.revision === newest} />
                </button>
              </li>
            ))}
          </ol>
          {shown !== null ? (
            <RevisionView
              key={shown}
              id={id}
              revision={shown}
              newest={newest}
              settle={settle}
              baseRevision={baseRevision}
              onRestored={(next) => {
                setShown(null);
                onRestored(next, shown);
              }}
            />
          ) : (
            <p className={styles.status}>Tria una revisió per veure-la com la veurien els lectors.</p>
          )}
        </div>
      )}
      <ReviewSteps id={id} currentRevision={currentRevision} />
      {/* The record is the administrators' to read (GET /api/admin/record): others were shown its refusal. */}
      {readsRecord && <ArticleRecord id={id} currentRevision={currentRevision} />}
    </section>
  );
}

function RevisionLine({ revision, newest }: { revision: RevisionSummary; newest: boolean }) {
  return (
    <>
      <span className={styles.number}>
        Revisió {revision.revision}
        {newest ? ' · l’actual' : ''}
      </span>
      <span className={styles.meta}>
        <time dateTime={revision.savedAt}>{revisionTime(revision.savedAt)}</time>
        {revision.savedBy ? ` · ${revision.savedBy}` : ''}
      </span>
      <span className={styles.meta}>{htmlToPlainLine(revision.title)}</span>
    </>
  );
}

type Asking = { question: ConfirmQuestion } | null;

/** An article's words as readers read them: title, summary, then every block's text. */
function wordsOf(article: Article): string {
  const blockText = (block: BodyBlock) => {
    if ('notes' in block) return block.notes.map((n) => n.content).join(' ');
    if ('items' in block) return block.items.join(' ');
    return Array.isArray(block.content) ? block.content.join(' ') : (block.content ?? '');
  };
  return [article.title, article.summary ?? '', ...article.text.map(blockText)].map(htmlToPlainLine).join(' ');
}

/** What changed from one revision to the current one, word by word: taken out struck through, put in underlined. */
function Changes({ id, revision, newest, before }: { id: string; revision: number; newest: number; before: Article }) {
  const current = useQuery({ queryKey: deskKeys.revision(id, newest), queryFn: (ctx) => fetchRevision(id, newest, ctx), staleTime: Infinity });
  if (!current.data) return null;
  const runs = wordDiff(wordsOf(before), wordsOf(current.data.article));
  return (
    <section className={styles.changes} aria-labelledby="revision-changes-title" data-testid="revision-changes">
      <h3 id="revision-changes-title" className={styles.status}>
        Què ha canviat de la revisió {revision} a la {newest} (l’actual){current.data.savedBy ? `, desada per ${current.data.savedBy}` : ''}
      </h3>
      {runs.every((run) => run.kind === 'same') ? (
        <p>El text és el mateix.</p>
      ) : (
        <p>
          {runs.map((run, i) =>
            run.kind === 'same' ? (
              <span key={i}>{run.text} </span>
            ) : run.kind === 'removed' ? (
              <del key={i} title="Tret">
                {run.text}{' '}
              </del>
            ) : (
              <ins key={i} title="Afegit">
                {run.text}{' '}
              </ins>
            ),
          )}
        </p>
      )}
      <p className={styles.meta}>Ratllat: el que s’ha tret. Subratllat: el que s’ha afegit.</p>
    </section>
  );
}

function RevisionView({ id, revision, newest, settle, baseRevision, onRestored }: { id: string; revision: number; newest: number; settle: RevisionHistoryProps['settle']; baseRevision: RevisionHistoryProps['baseRevision']; onRestored(next: DeskArticle): void }) {
  const isNewest = revision === newest;
  const detail = useQuery({ queryKey: deskKeys.revision(id, revision), queryFn: (ctx) => fetchRevision(id, revision, ctx), staleTime: Infinity });
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = async () => {
    setError(null);
    setBusy(true);
    const clean = await settle();
    setBusy(false);
    setAsking({
      question: clean
        ? {
            title: `Restaurar la revisió ${revision}?`,
            text: `L’article tornarà a tenir el text de la revisió ${revision}, desat com una revisió nova. Les revisions posteriors es queden a l’historial.`,
            confirmLabel: 'Restaura',
            tone: 'primary',
          }
        : {
            title: `Restaurar la revisió ${revision}?`,
            text: 'Hi ha canvis que encara no s’han pogut desar (mira l’estat del desat). Si restaures aquesta revisió, l’editor deixarà de mostrar-los; es queden guardats en aquest ordinador i te’ls oferirà recuperar.',
            confirmLabel: 'Restaura igualment',
            tone: 'danger',
          },
    });
  };

  const restore = async () => {
    setAsking(null);
    setBusy(true);
    try {
      onRestored(await restoreRevision(id, revision, { baseRevision: baseRevision() }));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'No s’ha pogut restaurar la revisió: comprova la connexió.');
      setBusy(false);
    }
  };

  return (
    <div className={styles.detail}>
      <div className={styles.detailHead}>
        <p className={styles.status}>Revisió {revision}, com la veurien els lectors</p>
        {!isNewest && (
          <button type="button" className="button button--primary" onClick={() => void ask()} disabled={busy || !detail.data}>
            Restaura aquesta revisió
          </button>
        )}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {detail.isPending && <p className={styles.status}>Carregant la revisió…</p>}
      {detail.isError && <p className={styles.error}>No s’ha pogut carregar la revisió {revision}.</p>}
      {detail.data && !isNewest && <Changes id={id} revision={revision} newest={newest} before={detail.data.article} />}
      {detail.data && (
        <div className={styles.view} data-testid="revision-view">
          {/* The text as readers read it: whether its edition is out yet is the editor's to say, not the
              revision's (one saved while the edition was a draft said so after it was published). */}
          <ArticleView article={{ ...detail.data.article, status: undefined }} />
        </div>
      )}
      {asking && <ConfirmDialog question={asking.question} onConfirm={() => void restore()} onCancel={() => setAsking(null)} />}
    </div>
  );
}
