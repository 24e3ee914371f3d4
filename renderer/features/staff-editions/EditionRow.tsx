/** One edition in the panel's table: number, title, date, articles, state, and the steps it allows. */
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../common/dates.js';
import { countLabel } from '../../../common/plural.js';
import { paths } from '../../../common/routes/index.js';
import type { EditionSummary } from '../../../common/types.js';
import styles from './EditionsPanel.module.css';

/** Focuses an element once, when it is put on the page. */
const focusOnce = (element: HTMLElement | null) => {
  if (element && !element.dataset.focused) {
    element.dataset.focused = 'true';
    element.focus();
  }
};

interface RowProps {
  edition: EditionSummary;
  /** A public site is configured: the steps that send to it are offered (the panel says where they come from otherwise). */
  remoteReady: boolean;
  /** Whether the signed-in role may publish, withdraw and discard (an editor's). */
  canPublish: boolean;
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
  /** 'Programa al web': asks the day and minute the public site is to publish the draft. */
  onScheduleWeb(): void;
}

/** 'Publica al web': a draft's whole edition, or a published one's corrections (`title` says which). */
function PublishWebButton({ number, busy, onClick, title }: { number: number; busy: boolean; onClick(): void; title?: string }) {
  return (
    <button type="button" className={styles.action} onClick={onClick} disabled={busy} title={title} aria-label={`Publica al web el número ${number}`}>
      Publica al web
    </button>
  );
}

export function EditionRow({ edition, remoteReady, canPublish, busy, exporting, confirming, ...on }: RowProps) {
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
            {/* The safe answer has the focus, as in the other confirmations ('Publica'): Enter does not discard. */}
            <button type="button" className={styles.action} onClick={on.onCancelDiscard} ref={focusOnce}>
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
              </>
            )}
            {draft && canPublish && (
              <>
                <button type="button" className={styles.primaryAction} onClick={on.onPublish} disabled={busy} aria-label={`Publica el número ${edition.number}`}>
                  Publica
                </button>
                {remoteReady && (
                  <>
                    <PublishWebButton number={edition.number} busy={busy} onClick={on.onPublishWeb} />
                    <button
                      type="button"
                      className={styles.action}
                      onClick={on.onScheduleWeb}
                      disabled={busy}
                      title="El web públic el publicarà sol el dia i l’hora que triïs"
                      aria-label={`Programa al web el número ${edition.number}`}
                    >
                      Programa al web
                    </button>
                  </>
                )}
                <button type="button" className={styles.danger} onClick={on.onAskDiscard} disabled={busy} aria-label={`Descarta l'esborrany ${edition.number}`}>
                  Descarta
                </button>
              </>
            )}
            {!draft && canPublish && (
              <>
                {remoteReady && <PublishWebButton number={edition.number} busy={busy} onClick={on.onPublishWeb} title="Envia al web públic les correccions publicades aquí" />}
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
