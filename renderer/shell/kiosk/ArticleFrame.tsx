/**
 * An article in the kiosk: the reader's article page, framed with a swipe (two large buttons, and
 * ← and → as on an edition's screen) to the previous and next article of its edition, by the
 * edition page's swipe rules (common/swipe.ts). Handed to the article page through the kiosk mode,
 * so the reader's article chunk never carries it.
 */
import { useCallback, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { htmlToPlainLine } from '../../../common/html.js';
import { neighbourArticles } from '../../../common/kiosk.js';
import type { SwipeDirection } from '../../../common/swipe.js';
import type { Article, ArticleSummary } from '../../../common/types.js';
import { paths } from '../../../common/routes/index.js';
import { useIssueWithArticles } from '../../api/issues.js';
import { useSwipe } from '../../hooks/useSwipe.js';
import { useArrowKeys } from './useArrowKeys.js';
import styles from './Kiosk.module.css';

const articlePath = (a: ArticleSummary) => paths.article(a.section, a.url);

export function ArticleFrame({ article, children }: { article: Article; children: ReactNode }) {
  const edition = useIssueWithArticles(article.issueNumber).data;
  const { previous, next } = edition ? neighbourArticles(edition.articles, article._id) : { previous: null, next: null };
  const navigate = useNavigate();
  const areaRef = useRef<HTMLDivElement>(null);

  const go = useCallback(
    (direction: SwipeDirection) => {
      const target = direction === 'previous' ? previous : next;
      if (target) void navigate(articlePath(target));
    },
    [previous, next, navigate],
  );
  const gesture = useSwipe(areaRef, go);
  useArrowKeys(go);

  return (
    <div ref={areaRef} className={styles.swipeArea} data-swipe-phase={gesture.phase}>
      <div style={gesture.phase === 'swiping' ? { transform: `translateX(${Math.max(-60, Math.min(60, gesture.dx / 3))}px)` } : undefined}>
        {children}
      </div>
      {(previous || next) && (
        <nav className={styles.articlePager} aria-label="Altres articles d'aquesta edició">
          {previous ? (
            <Link to={articlePath(previous)} className={styles.pagerLink} data-direction="previous">
              <span className={styles.pagerLabel}>Article anterior</span>
              <span className={styles.pagerTitle}>{htmlToPlainLine(previous.title)}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link to={articlePath(next)} className={styles.pagerLink} data-direction="next">
              <span className={styles.pagerLabel}>Article següent</span>
              <span className={styles.pagerTitle}>{htmlToPlainLine(next.title)}</span>
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
