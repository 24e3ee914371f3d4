/** An article's editorial state, in words (Esborrany, Per revisar, Acceptat). */
import { REVIEW_STATE_NAMES, type ReviewState } from '../../../common/review.js';
import styles from './Review.module.css';

export function ReviewBadge({ state }: { state: ReviewState }) {
  return (
    <span className={styles[state]} data-testid="review-state">
      {REVIEW_STATE_NAMES[state]}
    </span>
  );
}
