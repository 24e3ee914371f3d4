/**
 * The printed pages beside the editor: the PDF the print engine made of the editor's current
 * state (usePrintPreview), shown by the browser's own PDF viewer at the page that matters (the
 * article's opening page), with its page count, what it cannot print, and a download of exactly this PDF.
 */
import type { PrintPreviewState } from './usePrintPreview.js';
import styles from './ArticlePreview.module.css';

interface PrintPreviewProps {
  state: PrintPreviewState;
  /** The page the viewer opens at (1-based). */
  page?: number | undefined;
  fileName: string;
  headingId: string;
}

function statusText(state: PrintPreviewState, page: number | undefined): string {
  switch (state.status) {
    case 'waiting':
      return 'Compaginant les pàgines…';
    case 'unavailable':
      return 'Aquest navegador no pot compondre el PDF aquí.';
    case 'failed':
      return 'No s’ha pogut compondre el PDF amb aquests canvis.';
    case 'ready': {
      const where = page ? ` · l’article comença a la pàgina ${page}` : '';
      return `${state.pageCount} pàgines${where}${state.stale ? ' · actualitzant…' : ''}`;
    }
  }
}

export function PrintPreview({ state, page, fileName, headingId }: PrintPreviewProps) {
  const ready = state.status === 'ready' ? state : null;
  return (
    <section
      className={styles.print}
      aria-labelledby={headingId}
      data-testid="print-preview"
      data-status={state.status === 'ready' && state.stale ? 'updating' : state.status}
      data-pages={ready?.pageCount}
      data-page={page}
      data-refresh-ms={ready?.refreshMs}
      data-builds={ready?.builds}
    >
      <div className={styles.bar}>
        <h2 id={headingId} className={styles.title}>
          Pàgines impreses
        </h2>
        {ready && (
          <a className={styles.download} href={ready.url} download={fileName} data-testid="print-preview-download">
            Descarrega aquest PDF
          </a>
        )}
      </div>
      <p className={styles.printStatus} role="status" aria-live="polite">
        {statusText(state, page)}
      </p>
      {ready && ready.notices.length > 0 && (
        <div className={styles.printNotices} data-testid="print-notices">
          <p>El PDF no ho imprimirà tot:</p>
          <ul>
            {ready.notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </div>
      )}
      {ready && <iframe key={ready.url} className={styles.printFrame} src={`${ready.url}#page=${page ?? 1}&view=FitH`} title="Pàgines impreses (PDF)" />}
    </section>
  );
}
