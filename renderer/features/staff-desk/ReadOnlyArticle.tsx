/**
 * An article the signed-in person may not change (common/staff/articleAccess.ts: a contributor and
 * someone else's text, a text handed in, a published one): as a reader will see it, with its
 * editorial state and why it cannot be edited here, instead of an editor whose saves would be refused.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { DeskArticle } from '../../../common/api/desk.js';
import type { EditRefusal } from '../../../common/staff/articleAccess.js';
import { deskKeys } from '../../api/desk.js';
import { ArticlePreview } from './ArticlePreview.js';
import { ReviewBar } from './ReviewBar.js';
import styles from './Desk.module.css';

export function ReadOnlyArticle({ saved, refusal }: { saved: DeskArticle; refusal: EditRefusal }) {
  const client = useQueryClient();
  // The state bar already tells a contributor that their text handed in is at the desk.
  const told = refusal.code === 'in_review' && saved.review.state === 'submitted';
  return (
    <>
      {/* Nothing typed here to save first: a step (an editor's) moves the text as it is. */}
      <ReviewBar saved={saved} settle={async () => true} onMoved={(next) => client.setQueryData(deskKeys.article(next.article._id), next)} />
      {!told && (
        <p className={styles.notice} role="note" data-testid="read-only-note">
          {refusal.message} Aquí el veus com el veurà un lector.
        </p>
      )}
      <div className={styles.layout}>
        <ArticlePreview article={saved.article} />
      </div>
    </>
  );
}
