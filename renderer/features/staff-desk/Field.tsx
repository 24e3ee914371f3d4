/** A labelled field of the desk's forms: its hint, and its error as you type (read by screen readers with the field). */
import { cloneElement, useId, type ReactElement } from 'react';
import type { z } from 'zod';
import { catalanIssue } from '../../../common/api/catalanIssues.js';
import styles from './Desk.module.css';

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** The control; it gets the id, aria-invalid and aria-describedby. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
  wide?: boolean;
}

export function Field({ label, error, hint, children, wide = false }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The first message of each field the schema refuses in value, by its path ('coverCredit.artist', 'text.3.content'), in Catalan. */
export function messagesByPath(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value, { error: catalanIssue });
  const messages: Record<string, string> = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    messages[key] ??= issue.message;
  }
  return messages;
}
