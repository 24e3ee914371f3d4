/** The three non-content states every data screen shares: loading, error and empty (spec §2, §4). */
import { useId, type ReactNode } from 'react';
import { LogoMark } from './Logo.js';
import styles from './StateViews.module.css';

export function Loading({ label = 'Carregant...' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <LogoMark size={44} className={styles.pulse} />
      <p className={styles.label}>{label}</p>
    </div>
  );
}

interface ErrorStateProps {
  title?: string;
  message: string;
  /** A second line, e.g. the cause of a failure under a not-found title. */
  detail?: string;
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
  /** 1 when the error replaces the whole page, 2 when it sits under the page's own heading. */
  headingLevel?: 1 | 2;
}

export function ErrorState({
  title = 'Error',
  message,
  detail,
  onRetry,
  retryLabel = 'Tornar a provar',
  children,
  headingLevel = 1,
}: ErrorStateProps) {
  const id = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.error} role="alert" aria-labelledby={id}>
      <Heading id={id} className={styles.title}>{title}</Heading>
      <p className={styles.message}>{message}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {(onRetry || children) && (
        <div className={styles.actions}>
          {onRetry && (
            <button type="button" className="button button--primary" onClick={onRetry}>
              {retryLabel}
            </button>
          )}
          {children}
        </div>
      )}
    </section>
  );
}

export function EmptyState({ message, hint }: { message: string; hint?: string }) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.emptyMessage}>{message}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
    </div>
  );
}
