/**
 * The workspace's review (issue 28): for editors, 'Per revisar (N)', the texts handed in across
 * editions, oldest first, with their author, edition and how long they have waited; for whoever
 * writes, their own texts in draft editions with their state and, for a text returned, the
 * editor's note. Each opens the article.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ReviewItem } from '../../../common/api/review.js';
import { htmlToPlainLine } from '../../../common/html.js';
import { waitingFor } from '../../../common/review.js';
import { paths } from '../../../common/routes/index.js';
import { deskKeys, fetchReviewQueue } from '../../api/desk.js';
import { useRoleReaches } from '../../hooks/useStaffActor.js';
import { ReviewBadge } from './ReviewBadge.js';
import styles from './Review.module.css';

const editionLabel = (item: ReviewItem) => `Edició ${item.edition.number} · ${item.edition.title}`;

export function ReviewQueue() {
  const editor = useRoleReaches('editor');
  const review = useQuery({ queryKey: deskKeys.review, queryFn: (ctx) => fetchReviewQueue(ctx), staleTime: 0 });
  if (!review.data) return null;
  const { queue, mine } = review.data;
  return (
    <>
      {editor && (
        <section className={styles.queue} aria-labelledby="review-queue-title" data-testid="review-queue">
          <h2 id="review-queue-title" className={styles.queueTitle}>
            Per revisar ({queue.length})
          </h2>
          {queue.length === 0 ? (
            <p className={styles.meta}>No hi ha cap text per revisar.</p>
          ) : (
            <ol className={styles.items}>
              {queue.map((item) => (
                <li key={item.id} className={styles.item}>
                  <Link to={paths.deskArticle(item.id)}>{htmlToPlainLine(item.title)}</Link>
                  <span className={styles.meta}>
                    {item.author ?? 'Sense autor a la redacció'} · {editionLabel(item)}
                  </span>
                  {item.review.since && (
                    <span className={styles.meta}>
                      Lliurat <time dateTime={item.review.since}>{waitingFor(item.review.since)}</time>
                    </span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
      {mine.length > 0 && (
        <section className={styles.queue} aria-labelledby="my-texts-title" data-testid="my-texts">
          <h2 id="my-texts-title" className={styles.queueTitle}>
            Els meus textos
          </h2>
          <ul className={styles.items}>
            {mine.map((item) => (
              <li key={item.id} className={styles.item}>
                <span className={styles.line}>
                  <Link to={paths.deskArticle(item.id)}>{htmlToPlainLine(item.title)}</Link> <ReviewBadge state={item.review.state} />
                </span>
                <span className={styles.meta}>{editionLabel(item)}</span>
                {item.note && (
                  <blockquote className={styles.note}>
                    <span className={styles.noteBy}>Nota de l’editor:</span>
                    {item.note}
                  </blockquote>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
