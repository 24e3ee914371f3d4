/** /edicio/{number}: one edition's articles, with arrows and touch swipe to its neighbours (spec §2). */
import { editionHeading } from '../../../common/titles.js';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { cardSize } from '../../../common/cards.js';
import { formatLongDate } from '../../../common/dates.js';
import type { SwipeDirection } from '../../../common/swipe.js';
import type { IssueWithArticles } from '../../../common/types.js';
import { NOT_FOUND, paths } from '../../../common/routes/index.js';
import { hasStatus } from '../../api/apiError.js';
import { issueListQuery, useIssueWithArticles } from '../../api/issues.js';
import { ArticleCard } from '../../components/ArticleCard.js';
import { useKioskMode } from '../../components/kioskMode.js';
import { EmptyState, ErrorState, Loading } from '../../components/StateViews.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { useSwipe } from '../../hooks/useSwipe.js';
import { LATEST_NUMBER_READ, neighbourEdition, parseEditionNumber, swipeOverlayLabel } from './editionRules.js';
import { useSwipeHint } from './useSwipeHint.js';
import styles from './EditionPage.module.css';
import { PreviewMark } from '../../components/PreviewMark.js';
import { countLabel } from '../../../common/plural.js';

/** The newest edition number: the upper end for 'Següent'. */
function useLatestNumber(): number | null {
  const { data } = useQuery(issueListQuery(LATEST_NUMBER_READ));
  return data?.issues[0]?.number ?? null;
}

function BackLinks() {
  return (
    <>
      <Link to={paths.archive()} className="button button--primary">
        Edicions anteriors
      </Link>
      <Link to={paths.home()} className="button">
        Tornar a l'inici
      </Link>
    </>
  );
}

export default function EditionPage() {
  const { number: raw } = useParams();
  const number = parseEditionNumber(raw);
  const query = useIssueWithArticles(number);
  usePageMeta({ title: number === null ? NOT_FOUND.editionNumber.heading : editionHeading(number, query.data?.issue.title) });

  if (number === null) {
    return (
      <ErrorState title={NOT_FOUND.editionNumber.heading} message={`«${raw ?? ''}» no és un número d'edició.`}>
        <BackLinks />
      </ErrorState>
    );
  }
  if (query.isPending) return <Loading />;
  if (query.isError) {
    // An edition that does not exist will not appear by asking again; one that failed to load may.
    const missing = hasStatus(query.error, 404);
    return (
      <ErrorState
        title="Error carregant l'edició"
        message="L'edició que busques no existeix o no està disponible."
        onRetry={missing ? undefined : () => void query.refetch()}
      >
        <BackLinks />
      </ErrorState>
    );
  }
  return <Edition number={number} data={query.data} />;
}

function Edition({ number, data }: { number: number; data: IssueWithArticles }) {
  const { issue, articles } = data;
  const newest = useLatestNumber();
  const latest = newest ?? number;
  const navigate = useNavigate();
  // Downloads are off in the kiosk: no PDF.
  const kiosk = useKioskMode();
  const areaRef = useRef<HTMLDivElement>(null);
  const previous = neighbourEdition('previous', number, latest);
  const next = neighbourEdition('next', number, latest);

  const go = useCallback(
    (direction: SwipeDirection) => {
      const target = neighbourEdition(direction, number, latest);
      if (target !== null) void navigate(paths.edition(target));
    },
    [number, latest, navigate],
  );
  const gesture = useSwipe(areaRef, go);
  const hint = useSwipeHint(true);

  const overlayStrength = Math.min(1, Math.abs(gesture.dx) / 50);
  const blocked = gesture.direction !== null && neighbourEdition(gesture.direction, number, latest) === null;

  return (
    <div ref={areaRef} className={styles.page} data-swipe-phase={gesture.phase}>
      <header className={styles.header}>
        {issue.status === 'draft' && <PreviewMark />}
        {/* The newest edition is no back issue: its kicker says so, where the others lead back to the archive. */}
        <p className={styles.kicker}>{newest === issue.number ? 'Última edició' : <Link to={paths.archive()} className="control-link">Edicions anteriors</Link>}</p>
        <h1 className={styles.title}>Número {issue.number}</h1>
        {issue.title && <p className={styles.issueTitle}>{issue.title}</p>}
        <p className={styles.meta}>
          <time dateTime={issue.publicationDate.slice(0, 10)}>{formatLongDate(issue.publicationDate)}</time>
          <span aria-hidden="true" className={styles.dot}>·</span>
          {countLabel(articles.length, 'article', 'articles')}
        </p>
        {issue.description && <p className={styles.description}>{issue.description}</p>}
        {!kiosk && (
          <Link to={paths.editionPdf(issue.number)} className={styles.pdfLink}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
            </svg>
            Veure l'edició en PDF
          </Link>
        )}
      </header>

      <div
        className={styles.content}
        style={gesture.phase === 'swiping' && !blocked ? { transform: `translateX(${Math.max(-60, Math.min(60, gesture.dx / 3))}px)` } : undefined}
      >
        {articles.length === 0 ? (
          <EmptyState message="No hi ha articles disponibles." />
        ) : (
          <div className={styles.grid}>
            {articles.map((article, index) => (
              <div key={article._id} className={styles.cell} data-slot={index % 10}>
                <ArticleCard article={article} size={cardSize(index)} priority={index === 0} />
              </div>
            ))}
          </div>
        )}
      </div>

      <nav className={styles.pager} aria-label="Altres edicions">
        {previous !== null ? (
          <Link to={paths.edition(previous)} className={`${styles.arrow} ${styles.arrowPrevious}`} aria-label={`Anterior: número ${previous}`}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className={styles.arrowText}>Anterior</span>
          </Link>
        ) : (
          <span className={styles.arrowSpacer} />
        )}
        {next !== null ? (
          <Link to={paths.edition(next)} className={`${styles.arrow} ${styles.arrowNext}`} aria-label={`Següent: número ${next}`}>
            <span className={styles.arrowText}>Següent</span>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Link>
        ) : (
          <span className={styles.arrowSpacer} />
        )}
      </nav>

      {gesture.direction !== null && gesture.phase !== 'idle' && (
        <div
          className={`${styles.overlay} ${gesture.direction === 'previous' ? styles.overlayPrevious : styles.overlayNext}`}
          data-blocked={blocked ? 'true' : undefined}
          style={{ opacity: 0.35 + 0.65 * overlayStrength }}
          aria-hidden="true"
          data-testid="swipe-overlay"
        >
          {swipeOverlayLabel(gesture.direction, number, latest)}
        </div>
      )}

      {hint.visible && (
        <div className={styles.hint} role="status">
          <svg viewBox="0 0 48 24" width="40" height="20" aria-hidden="true" focusable="false">
            <path d="M4 12h40M10 6l-6 6 6 6M38 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <p className={styles.hintText}>Llisca a la dreta o a l'esquerra per canviar d'edició.</p>
          <button type="button" className={styles.hintClose} onClick={hint.dismiss} aria-label="Tancar l'avís">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
