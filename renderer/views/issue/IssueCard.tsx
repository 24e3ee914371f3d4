/** One edition in the archive: cover, number, month and year, counts, description, sections. */
import { Link } from 'react-router-dom';
import { formatMonthYear } from '../../../common/dates.js';
import { sectionName } from '../../../common/sections.js';
import type { IssueSummary } from '../../../common/types.js';
import { paths } from '../../../common/routes/index.js';
import { imageUrl } from '../../api/media.js';
import { Img } from '../../components/Img.js';
import { SafeHtml } from '../../components/SafeHtml.js';
import { isLargeIssue } from './issueRules.js';
import styles from './IssueCard.module.css';
import { PreviewMark } from '../../components/PreviewMark.js';
import { countLabel } from '../../../common/plural.js';

export type ArchiveView = 'list' | 'grid';

const MAX_CHIPS = 4;

/** How many cards the first screen can show: laid out at once, not when scrolled near (no shift when they are measured). */
const FIRST_SCREEN_CARDS = 3;

export function IssueCard({ issue, view, position }: { issue: IssueSummary; view: ArchiveView; /** Its place among the drawn cards, from 0. */ position: number }) {
  const priority = position === 0;
  // In the timeline the year is the h3 above the cards.
  const Heading = view === 'grid' ? 'h3' : 'h4';
  const large = isLargeIssue(issue);
  const className = [styles.card, view === 'grid' ? styles.cardGrid : styles.cardList, large && styles.cardLarge, position < FIRST_SCREEN_CARDS && styles.cardAtOnce]
    .filter(Boolean)
    .join(' ');
  return (
    <article className={className} data-large={large ? 'true' : undefined} data-number={issue.number}>
      {issue.coverImage && (
        <div className={styles.cover}>
          <Img
            src={imageUrl(issue.coverImage, 'small')}
            alt={`Portada del número ${issue.number}`}
            width={600}
            height={800}
            className={styles.coverImage}
            loading={priority ? 'eager' : 'lazy'}
            sizes={view === 'grid' ? '(min-width: 900px) 320px, 50vw' : '160px'}
          />
        </div>
      )}
      <div className={styles.cardBody}>
        {issue.status === 'draft' && <PreviewMark variant="badge" />}
        <p className={styles.cardKicker}>
          <span className={styles.cardNumber}>Número {issue.number}</span>
          <span aria-hidden="true" className={styles.dot}>·</span>
          <time dateTime={issue.publicationDate.slice(0, 10)}>{formatMonthYear(issue.publicationDate)}</time>
        </p>
        <Heading className={styles.cardTitle}>
          <Link to={paths.edition(issue.number)} className={styles.cardLink}>
            <SafeHtml html={issue.title} />
          </Link>
        </Heading>
        <p className={styles.cardMeta}>
          {countLabel(issue.totalArticles, 'article', 'articles')}
          <span aria-hidden="true" className={styles.dot}>·</span>
          {countLabel(issue.sections.length, 'secció', 'seccions')}
        </p>
        {issue.description && <SafeHtml as="p" html={issue.description} className={styles.cardDescription} />}
        {view === 'grid' && issue.sections.length > 0 && (
          <ul className={styles.chips} aria-label="Seccions">
            {issue.sections.slice(0, MAX_CHIPS).map((key) => (
              <li key={key} className={styles.chip}>
                {sectionName(key)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
