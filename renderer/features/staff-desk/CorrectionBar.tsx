/**
 * An article of a published edition: what staff save is a pending correction readers do not see
 * yet. 'Publica la correcció' (asked first, 'Cancel·la' focused) shows it to readers with the date;
 * 'Descarta la correcció' (asked too) brings back the published text, as a new revision. Both
 * save what is typed first.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeskArticle } from '../../../common/api/desk.js';
import { ApiError } from '../../api/apiError.js';
import { deskKeys, discardCorrection, publishCorrection } from '../../api/desk.js';
import { ConfirmDialog, type ConfirmQuestion } from '../../components/ConfirmDialog.js';
import styles from './Desk.module.css';

type Step = 'publish' | 'discard';

const QUESTIONS: Record<Step, ConfirmQuestion> = {
  publish: {
    title: 'Publicar la correcció?',
    text: 'Els lectors veuran el text corregit a l’article, a la cerca, als canals i al PDF, i l’article dirà quan s’ha corregit.',
    confirmLabel: 'Publica la correcció',
    tone: 'primary',
  },
  discard: {
    title: 'Descartar la correcció?',
    text: 'L’article tornarà a tenir el text publicat. La correcció es queda a l’historial de revisions.',
    confirmLabel: 'Descarta la correcció',
    tone: 'danger',
  },
};

interface CorrectionBarProps {
  saved: DeskArticle;
  settle(): Promise<boolean>;
  /** The text changed under the editor (a discarded correction): it takes the published text. */
  onReplaced(next: DeskArticle): void;
}

export function CorrectionBar({ saved, settle, onReplaced }: CorrectionBarProps) {
  const client = useQueryClient();
  const [asking, setAsking] = useState<Step | null>(null);
  const [state, setState] = useState<{ busy: boolean; message: string | null; error: boolean }>({ busy: false, message: null, error: false });
  if (saved.edition.status !== 'published') return null;
  const id = saved.article._id;

  const ask = async (step: Step) => {
    setState({ busy: true, message: null, error: false });
    const clean = await settle();
    if (!clean && step === 'publish') {
      setState({ busy: false, message: 'Hi ha canvis que encara no s’han desat: resol-ho abans de publicar la correcció.', error: true });
      return;
    }
    setState({ busy: false, message: null, error: false });
    setAsking(step);
  };

  const answer = async () => {
    const step = asking;
    setAsking(null);
    setState({ busy: true, message: null, error: false });
    try {
      if (step === 'publish') {
        client.setQueryData(deskKeys.article(id), await publishCorrection(id));
        setState({ busy: false, message: 'Correcció publicada: els lectors ja veuen el text corregit.', error: false });
      } else {
        const next = await discardCorrection(id);
        setState({ busy: false, message: 'Correcció descartada.', error: false });
        onReplaced(next);
      }
      void client.invalidateQueries({ queryKey: deskKeys.corrections });
    } catch (error) {
      setState({ busy: false, message: error instanceof ApiError ? error.message : 'No s’ha pogut fer: comprova la connexió.', error: true });
    }
  };

  return (
    <div className={`${styles.notice} ${styles.correction}`} data-testid="correction-bar">
      <p className={styles.correctionText}>
        {saved.pendingCorrection
          ? 'Correcció pendent: els lectors encara veuen el text publicat fins que publiquis la correcció.'
          : 'Aquest article és publicat: el que hi canviïs serà una correcció pendent, que els lectors no veuran fins que la publiquis.'}
      </p>
      {saved.pendingCorrection && (
        <div className={styles.actions}>
          <button type="button" className="button button--primary" onClick={() => void ask('publish')} disabled={state.busy}>
            Publica la correcció
          </button>
          <button type="button" className={styles.danger} onClick={() => void ask('discard')} disabled={state.busy}>
            Descarta la correcció
          </button>
        </div>
      )}
      {state.message && (
        <p role="status" className={`${styles.status} ${state.error ? styles.statusError : ''}`}>
          {state.message}
        </p>
      )}
      {asking && <ConfirmDialog question={QUESTIONS[asking]} onConfirm={() => void answer()} onCancel={() => setAsking(null)} />}
    </div>
  );
}
