/** The three non-content states every data screen shares: loading, error and empty (spec §2, §4). */
import { useId, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
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

/**
 * 'Tornar a provar': the page's own retry once its code runs, and before that (or without
 * JavaScript) a form that asks for the same address again, its query kept as hidden fields (a GET
 * form replaces the action's query with its fields). A server-drawn error page (the database away)
 * is thus a way back to the page for every reader.
 */
export function RetryButton({ onRetry, label = 'Tornar a provar' }: { onRetry: () => void; label?: string }) {
  const { pathname, search } = useLocation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRetry();
  };
  return (
    <form method="get" action={pathname} className={styles.retry} onSubmit={submit}>
      {[...new URLSearchParams(search)].map(([name, value], i) => (
        <input key={`${i}:${name}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button--primary">
        {label}
      </button>
    </form>
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
          {onRetry && <RetryButton onRetry={onRetry} label={retryLabel} />}
          {children}
        </div>
      )}
    </section>
  );
}

export function EmptyState({ message, hint, action }: { message: string; hint?: string; action?: ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.emptyMessage}>{message}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
      {action && <p className={styles.hint}>{action}</p>}
    </div>
  );
}
