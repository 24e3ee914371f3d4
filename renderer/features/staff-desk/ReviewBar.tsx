/**
 * An article's editorial state above its editor (issue 28), with the steps the signed-in person may
 * take: 'Lliura per revisar' on an Esborrany (what is typed is saved first), and for an editor
 * 'Accepta' and 'Retorna amb una nota' on a text Per revisar. A text returned shows the editor's
 * note. A published edition's articles have no review: their corrections keep their own bar.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { DeskArticle } from '../../../common/api/desk.js';
import { ofName } from '../../../common/elision.js';
import { formatMagazineDateTime, onMagazineDateTime } from '../../../common/dates.js';
import { NOTE_MAX_CHARS, REVIEW_STEPS, stepAllowed } from '../../../common/review.js';
import { ownTextRefusal } from '../../../common/staff/articleAccess.js';
import { ApiError } from '../../api/apiError.js';
import { acceptArticle, deskKeys, fetchReviewSteps, handIn, returnWithNote } from '../../api/desk.js';
import { useRoleReaches, useStaffActor } from '../../hooks/useStaffActor.js';
import { ReviewBadge } from './ReviewBadge.js';
import styles from './Review.module.css';
import deskStyles from './Desk.module.css';

interface ReviewBarProps {
  saved: DeskArticle;
  /** Saves what is typed; false when it could not be. */
  settle(): Promise<boolean>;
  /** The step's answer: the article in its new state. */
  onMoved(next: DeskArticle): void;
}

export function ReviewBar({ saved, settle, onMoved }: ReviewBarProps) {
  const editor = useRoleReaches('editor');
  const actor = useStaffActor();
  // A contributor hands in, and reads the notes of, only their own texts (the server refuses the others').
  const mayHandIn = !actor || ownTextRefusal(actor, saved.createdBy) === null;
  const id = saved.article._id;
  const { state, since } = saved.review;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [returning, setReturning] = useState(false);
  const [note, setNote] = useState('');
  // The latest return's note, while the text is a draft again (its author's, or an editor's to read).
  const steps = useQuery({ queryKey: [...deskKeys.reviewSteps(id), state], queryFn: (ctx) => fetchReviewSteps(id, ctx), enabled: state === 'draft' && mayHandIn, retry: false });
  const last = steps.data?.steps.at(-1);
  if (saved.edition.status !== 'draft') return null;
  const offers = { handIn: mayHandIn && stepAllowed('handIn', state), accept: editor && stepAllowed('accept', state), return: editor && stepAllowed('return', state) };

  const run = async (step: () => Promise<DeskArticle>, saveFirst: boolean) => {
    setError(null);
    setBusy(true);
    try {
      if (saveFirst && !(await settle())) {
        setError('Hi ha canvis que encara no s’han desat: resol-ho abans de lliurar el text.');
        return;
      }
      onMoved(await step());
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'No s’ha pogut fer: comprova la connexió i torna-ho a provar.');
    } finally {
      setBusy(false);
    }
  };

  const sendBack = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim() === '') {
      setError('Escriu una nota que digui a l’autor què ha de canviar.');
      return;
    }
    void run(() => returnWithNote(id, note), false);
  };

  return (
    <section className={styles.bar} aria-label="Estat editorial" data-testid="review-bar">
      <p className={styles.line}>
        <span>Estat:</span> <ReviewBadge state={state} />
        {since && <span className={styles.meta}>des {onMagazineDateTime(since, 'de')}</span>}
      </p>
      {state === 'draft' && last?.action === 'return' && last.note && (
        <blockquote className={styles.note} data-testid="review-note">
          <span className={styles.noteBy}>
            Nota {ofName(last.by, '’')}, {formatMagazineDateTime(last.at)}:
          </span>
          {last.note}
        </blockquote>
      )}
      {state === 'submitted' && !editor && <p className={styles.meta}>El text és a la redacció: no el pots editar fins que un editor te’l retorni o l’accepti.</p>}
      {returning ? (
        <form className={styles.returnForm} onSubmit={sendBack}>
          <label htmlFor="review-note-input">Nota per a l’autor</label>
          <textarea id="review-note-input" value={note} maxLength={NOTE_MAX_CHARS} onChange={(e) => setNote(e.target.value)} />
          <span className={styles.line}>
            <button type="submit" className="button button--primary" disabled={busy}>
              Retorna amb aquesta nota
            </button>
            <button type="button" className={deskStyles.quiet} onClick={() => setReturning(false)}>
              Cancel·la
            </button>
          </span>
        </form>
      ) : (
        (offers.handIn || offers.accept || offers.return) && (
          <p className={styles.line}>
            {offers.handIn && (
              <button type="button" className="button button--primary" disabled={busy} onClick={() => void run(() => handIn(id), true)}>
                {REVIEW_STEPS.handIn.label}
              </button>
            )}
            {offers.accept && (
              <button type="button" className="button button--primary" disabled={busy} onClick={() => void run(() => acceptArticle(id), true)}>
                {REVIEW_STEPS.accept.label}
              </button>
            )}
            {offers.return && (
              <button type="button" className="button" disabled={busy} onClick={() => setReturning(true)}>
                {REVIEW_STEPS.return.label}
              </button>
            )}
          </p>
        )
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
