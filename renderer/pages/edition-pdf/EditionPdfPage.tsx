/**
 * /edicio/{number}/pdf (spec §2): the edition as a print PDF, built in the browser. A progress
 * indicator while it is composed, then a preview and a download named after the edition number;
 * 'Edició no trobada' when there is no such edition.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MAGAZINE } from '../../../common/constants.js';
import { formatMonthYear } from '../../../common/dates.js';
import { hasStatus } from '../../api/apiError.js';
import { fetchPrintContent } from '../../api/pdf.js';
import { ErrorState, Loading } from '../../components/StateViews.js';
import { pdfFileName } from '../../../common/pdf/fileName.js';
import { NOT_FOUND, paths } from '../../../common/routes/index.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { usePdfBuild, type PdfStage } from './usePdfBuild.js';
import styles from './EditionPdfPage.module.css';

const STAGE_LABELS: Record<PdfStage, string> = {
  fonts: 'Carregant la tipografia',
  images: 'Carregant les imatges',
  layout: 'Compaginant els articles',
  pages: 'Component les pàgines',
  done: 'PDF a punt',
};

function formatSize(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(bytes / 1000))} kB`;
}

function NotFound() {
  return (
    <div className={styles.message}>
      <ErrorState title={NOT_FOUND.edition.heading} message={NOT_FOUND.edition.text}>
        <Link to={paths.archive()} className="button button--primary">
          Edicions anteriors
        </Link>
        <Link to={paths.home()} className="button">
          Tornar a l'inici
        </Link>
      </ErrorState>
    </div>
  );
}

export default function EditionPdfPage() {
  const { number: raw = '' } = useParams();
  const number = /^\d{1,7}$/.test(raw) ? Number(raw) : null;
  const [attempt, setAttempt] = useState(0);

  const content = useQuery({
    queryKey: ['pdf', 'edition', number],
    queryFn: (ctx) => fetchPrintContent(number!, ctx),
    enabled: number !== null,
    retry: (count, error) => !hasStatus(error, 404) && count < 2,
    staleTime: 60_000,
  });
  const build = usePdfBuild(content.data, attempt);
  usePageMeta({ title: number === null ? NOT_FOUND.edition.heading : `PDF del número ${number}` });

  if (number === null || hasStatus(content.error, 404)) return <NotFound />;
  if (content.isError) {
    return (
      <div className={styles.message}>
        <ErrorState title="Error carregant l'edició" message="L'edició que busques no existeix o no està disponible." onRetry={() => void content.refetch()} />
      </div>
    );
  }
  if (!content.data) return <Loading label="Carregant l'edició..." />;

  const { issue } = content.data;
  const fileName = pdfFileName(issue.number);
  return (
    <div className={styles.page}>
      <header className={styles.toolbar}>
        <div className={styles.heading}>
          <p className={styles.kicker}>
            {MAGAZINE.name} · Número {issue.number} · {formatMonthYear(issue.publicationDate)}
          </p>
          <h1 className={styles.title}>{issue.title}</h1>
        </div>
        <nav className={styles.actions} aria-label="Accions del PDF">
          <Link to={paths.edition(issue.number)} className="button button--ghost">
            Tornar a l'edició
          </Link>
          {build.status === 'ready' && (
            <a className="button button--primary" href={build.url} download={fileName} data-testid="pdf-download">
              Descarregar el PDF
            </a>
          )}
        </nav>
      </header>

      {build.status === 'building' && (
        <section className={styles.progress} aria-labelledby="pdf-progress-title">
          <h2 id="pdf-progress-title" className={styles.progressTitle}>
            Preparant el PDF del número {issue.number}
          </h2>
          <progress className={styles.bar} max={100} value={Math.round(build.fraction * 100)} aria-label="Progrés de la generació del PDF" />
          <p className={styles.stage} role="status" aria-live="polite">
            {STAGE_LABELS[build.stage]}… {Math.round(build.fraction * 100)} %
          </p>
        </section>
      )}

      {build.status === 'failed' && (
        <div className={styles.message}>
          <ErrorState headingLevel={2} message="No s'ha pogut generar el PDF d'aquesta edició." onRetry={() => setAttempt((n) => n + 1)} />
        </div>
      )}

      {build.status === 'ready' && (
        <section className={styles.preview} data-build-ms={Math.round(build.buildMs)} data-pages={build.pageCount} data-bytes={build.bytes} aria-label="Previsualització">
          <p className={styles.meta}>
            {build.pageCount} pàgines · {formatSize(build.bytes)} · <span className={styles.file}>{fileName}</span>
          </p>
          <iframe className={styles.frame} src={build.url} title={`Previsualització del PDF del número ${issue.number}`} />
        </section>
      )}
    </div>
  );
}
