/**
 * An article as a card (spec §2): image, section, optional date, title, authors and, for sized
 * cards, the summary of common/cards.ts. The whole card is one link target (the title's link is
 * stretched over it), so keyboard and screen-reader users meet a single link per card.
 */
import { Link } from 'react-router-dom';
import { articleAuthors, formatAuthorList } from '../../common/authors.js';
import { cardSummary } from '../../common/cards.js';
import type { CardSize } from '../../common/constants.js';
import { formatArticleDate } from '../../common/dates.js';
import { sectionName } from '../../common/sections.js';
import type { ArticleSummary } from '../../common/types.js';
import { paths } from '../../common/routes/index.js';
import { imageSrcSet, imageUrl } from '../api/media.js';
import styles from './ArticleCard.module.css';
import { Img } from './Img.js';
import { SafeHtml } from './SafeHtml.js';
import { PreviewMark } from './PreviewMark.js';

export const UNKNOWN_AUTHOR = 'Autor desconegut';

export function articlePath(article: { section: string; url: string }): string {
  return paths.article(article.section, article.url);
}

/** 'A, B i C' or, with `per`, 'Per A, B i C'; 'Autor desconegut' when the article names nobody. */
export function cardByline(article: { authors?: readonly string[]; author?: string }, byline: 'plain' | 'per'): string {
  const names = articleAuthors(article);
  if (names.length === 0) return UNKNOWN_AUTHOR;
  return formatAuthorList(names, byline === 'per');
}

interface ArticleCardProps {
  article: ArticleSummary;
  /** Home-grid size; sized cards show the summary. Without it the card is a compact listing card. */
  size?: CardSize;
  showDate?: boolean;
  byline?: 'plain' | 'per';
  headingLevel?: 2 | 3;
  /** The page's first card: its image is the largest paint of the first screen, so it loads first. */
  priority?: boolean;
  className?: string;
}

export function ArticleCard({
  article,
  size,
  showDate = false,
  byline = 'plain',
  headingLevel = 2,
  priority = false,
  className,
}: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const summary = size ? cardSummary(article, size) : null;
  const variant = size ?? 'listing';
  return (
    <article className={[styles.card, styles[variant], className].filter(Boolean).join(' ')} data-size={variant}>
      <div className={styles.media}>
        <Img
          src={imageUrl(article.imageCard)}
          srcSet={imageSrcSet(article.imageCard)}
          alt={article.imageCardAlt ?? ''}
          width={1200}
          height={800}
          className={styles.image}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          sizes={size === 'large' ? '(min-width: 1100px) 760px, 100vw' : '(min-width: 1100px) 480px, (min-width: 700px) 50vw, 100vw'}
        />
      </div>
      <div className={styles.body}>
        {article.status === 'draft' && <PreviewMark variant="badge" />}
        <p className={styles.kicker}>
          <span className={styles.section}>{sectionName(article.section)}</span>
          {showDate && (
            <>
              <span className={styles.dot} aria-hidden="true">·</span>
              <span className={styles.date}>{formatArticleDate(article.data)}</span>
            </>
          )}
        </p>
        <Heading className={styles.title}>
          <Link to={articlePath(article)} className={styles.link}>
            <SafeHtml html={article.title} />
          </Link>
        </Heading>
        <p className={styles.byline}>{cardByline(article, byline)}</p>
        {summary && summary.html && (
          <SafeHtml as="div" html={summary.html} className={styles.summary} />
        )}
      </div>
    </article>
  );
}
