/**
 * Where the article's saving stands, said quietly (and read by screen readers when it changes);
 * a conflict it announces comes with the way to the panel that resolves it.
 */
import { magazineClockTime } from '../../../common/dates.js';
import type { SaveState } from './autosave.js';
import styles from './Desk.module.css';

const FIELD_NAMES: Record<string, string> = { section: 'Secció', title: 'Títol', url: 'Adreça', authors: 'Autors', data: 'Data', summary: 'Resum', imageCard: 'Imatge de la targeta', titlePdf: 'Títol al PDF' };

function firstProblem(errors: Record<string, string>): string {
  const [path, message] = Object.entries(errors)[0] ?? ['', ''];
  const [head, index] = path.split('.');
  const where = head === 'text' ? `bloc ${Number(index) + 1}` : (FIELD_NAMES[head ?? ''] ?? head);
  return `${where}: ${message}`;
}

export function SaveStatus({
  state,
  errors,
  onSignIn,
  onShowConflict,
}: {
  state: SaveState;
  errors: Record<string, string>;
  onSignIn?: () => void;
  onShowConflict?: () => void;
}) {
  const text = (() => {
    switch (state.kind) {
      case 'saved': {
        const time = state.at ? magazineClockTime(state.at) : null;
        return time ? `Desat a les ${time}` : 'Tot desat';
      }
      case 'pending':
        return 'Canvis per desar…';
      case 'saving':
        return 'Desant…';
      case 'invalid':
        // Only a block just added is incomplete (its messages wait until it is left): said without alarm.
        return Object.keys(errors).length === 0 ? 'Es desarà quan el bloc nou estigui complet.' : `No es desa fins que es corregeixi: ${firstProblem(errors)}`;
      case 'offline':
        return 'Sense connexió amb el servidor: el text es guarda en aquest ordinador i es desarà quan torni.';
      case 'signed-out':
        return 'La sessió de redacció s’ha tancat: el text es guarda en aquest ordinador i es desarà tan bon punt tornis a entrar.';
      case 'error':
        return state.message;
      case 'conflict':
        return 'No desat: algú altre ha canviat l’article.';
    }
  })();
  const bad =
    (state.kind === 'invalid' && Object.keys(errors).length > 0) ||
    state.kind === 'error' ||
    state.kind === 'conflict' ||
    state.kind === 'offline' ||
    state.kind === 'signed-out';
  return (
    <>
      <p className={`${styles.status} ${bad ? styles.statusError : ''}`} role="status" data-testid="save-status">
        {text}
      </p>
      {state.kind === 'signed-out' && onSignIn && (
        <button type="button" className="button button--primary" onClick={onSignIn}>
          Inicia la sessió
        </button>
      )}
      {state.kind === 'conflict' && onShowConflict && (
        <button type="button" className={styles.quiet} onClick={onShowConflict}>
          Vés al conflicte
        </button>
      )}
    </>
  );
}
