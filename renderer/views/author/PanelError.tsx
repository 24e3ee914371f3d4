/** A failure inside a tab: the page's h1 stays the author, so this is a plain alert, not ErrorState. */
import styles from './Profile.module.css';

export function PanelError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.panelError} role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Tornar a provar
      </button>
    </div>
  );
}
