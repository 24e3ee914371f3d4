/**
 * Home (spec §2): the latest edition as a magazine spread: edition header, the card grid with the
 * ten-step size pattern, and the cover illustration's credit.
 */
import { latestEditionKicker } from '../../../common/kiosk.js';
import { KIOSK_HEADING } from '../../../common/titles.js';
import { useKioskMode } from '../../components/kioskMode.js';
import { cardSize } from '../../../common/cards.js';
import { formatLongDate } from '../../../common/dates.js';
import { hasStatus } from '../../api/apiError.js';
import { useLatestIssue } from '../../api/issues.js';
import { ArticleCard } from '../../components/ArticleCard.js';
import { EmptyState, ErrorState, Loading } from '../../components/StateViews.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { CoverIllustration } from './CoverIllustration.js';
import styles from './HomePage.module.css';
import { PreviewMark } from '../../components/PreviewMark.js';
import { countLabel } from '../../../common/plural.js';

const HOME_ERROR = 'Error carregant les dades. Si us plau, torna-ho a provar.';
const HOME_EMPTY = 'No hi ha articles disponibles.';

/** 'N articles', with the singular for one. */
export function articleCountLabel(count: number): string {
  return countLabel(count, 'article', 'articles');
}

export default function HomePage() {
  const kiosk = useKioskMode();
  // The kiosk's start page is this page, under its own name.
  usePageMeta({ title: kiosk ? KIOSK_HEADING : '' });
  const latest = useLatestIssue();

  if (latest.isPending) return <Loading />;
  if (latest.isError) {
    // A magazine with no edition yet answers 404: that is an empty home, not a failure.
    if (hasStatus(latest.error, 404)) {
      return <EmptyState message={HOME_EMPTY} />;
    }
    return <ErrorState message={HOME_ERROR} onRetry={() => window.location.reload()} />;
  }

  const { issue, articles } = latest.data;
  return (
    <div className={`container ${styles.home}`}>
      <header className={styles.masthead}>
        {issue.status === 'draft' && <PreviewMark />}
        {/* The kiosk stays on for days: it names an edition of another month by its month. The
            site's page is drawn once and kept until the next edition: no clock, always true. */}
        <p className="eyebrow">{kiosk ? latestEditionKicker(issue.publicationDate, new Date()) : 'L’última edició'}</p>
        <h1 className={styles.number}>Número {issue.number}</h1>
        <p className={styles.meta}>
          <time dateTime={issue.publicationDate}>{formatLongDate(issue.publicationDate)}</time>
          <span aria-hidden="true" className={styles.sep}>·</span>
          <span>{articleCountLabel(articles.length)}</span>
        </p>
        {issue.title && <p className={styles.issueTitle}>{issue.title}</p>}
        {issue.description && <p className={styles.description}>{issue.description}</p>}
      </header>

      {articles.length === 0 ? (
        <EmptyState message={HOME_EMPTY} />
      ) : (
        <section className={styles.grid} aria-label={`Articles del número ${issue.number}`}>
          {articles.map((article, index) => (
            <div key={article._id} className={styles.cell} data-slot={index % 10}>
              <ArticleCard article={article} size={cardSize(index)} priority={index === 0} />
            </div>
          ))}
        </section>
      )}

      {issue.coverCredit && <CoverIllustration credit={issue.coverCredit} coverImage={issue.coverImage} />}
    </div>
  );
}
