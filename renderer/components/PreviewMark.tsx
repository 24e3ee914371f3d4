/**
 * 'Previsualització': how an admin session sees a draft edition wherever a reader would see a
 * published one (edition and article pages, the home page, cards). Readers never get drafts.
 */
import styles from './PreviewMark.module.css';

export function PreviewMark({ variant = 'banner', what = 'edició' }: { variant?: 'banner' | 'badge'; what?: 'edició' | 'article' }) {
  if (variant === 'badge') return <span className={styles.badge}>Previsualització</span>;
  return (
    <p className={styles.banner} role="note">
      <strong>Previsualització</strong>
      <span>
        {what === 'edició' ? 'Aquesta edició és un esborrany' : 'Aquest article és d’una edició en esborrany'}: els lectors encara no la veuen.
      </span>
    </p>
  );
}
