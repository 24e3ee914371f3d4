/** Text of this article typed on this computer and never saved (the window closed, the server was lost), offered back. */
import { onMagazineDateTime } from '../../../common/dates.js';
import styles from './Desk.module.css';

export function UnsavedOffer({ at, onRecover, onDiscard }: { at: string; onRecover(): void; onDiscard(): void }) {
  return (
    <div className={`${styles.notice} ${styles.correction}`} role="alert" data-testid="unsaved-offer">
      <p className={styles.correctionText}>
        Hi ha text d’aquest article escrit en aquest ordinador que no s’havia desat ({onMagazineDateTime(at, 'de')}). El vols recuperar?
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={onRecover}>
          Recupera el text no desat
        </button>
        <button type="button" className={styles.quiet} onClick={onDiscard}>
          Descarta’l
        </button>
      </div>
    </div>
  );
}
