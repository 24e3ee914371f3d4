/**
 * An article's review in its history: each step (handed in, accepted, returned with the editor's
 * note), who took it and when. Its author reads it too (the record itself is an administrator's).
 */
import { useQuery } from '@tanstack/react-query';
import type { ReviewStepEntry } from '../../../common/api/review.js';
import { formatMagazineDateTime } from '../../../common/dates.js';
import { deskKeys, fetchReviewSteps } from '../../api/desk.js';
import styles from './Review.module.css';
import historyStyles from './RevisionHistory.module.css';

const SAID: Record<ReviewStepEntry['action'], string> = {
  handIn: 'l’ha lliurat per revisar',
  accept: 'l’ha acceptat',
  return: 'l’ha retornat amb una nota',
};

export function ReviewSteps({ id, currentRevision }: { id: string; currentRevision: number }) {
  const steps = useQuery({ queryKey: [...deskKeys.reviewSteps(id), currentRevision], queryFn: (ctx) => fetchReviewSteps(id, ctx) });
  return (
    <section aria-labelledby="review-steps-title">
      <h3 id="review-steps-title" className={historyStyles.status}>
        Lliuraments i notes
      </h3>
      {steps.isError && <p className={historyStyles.meta}>No s’han pogut llegir els lliuraments d’aquest article.</p>}
      {steps.data && steps.data.steps.length === 0 && <p className={historyStyles.meta}>Aquest text encara no s’ha lliurat per revisar.</p>}
      {steps.data && steps.data.steps.length > 0 && (
        <ol className={styles.steps} data-testid="review-steps">
          {steps.data.steps.map((step) => (
            <li key={step.id}>
              <time dateTime={step.at}>{formatMagazineDateTime(step.at)}</time> · {step.by} {SAID[step.action]}
              {step.note && <blockquote className={styles.note}>{step.note}</blockquote>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
