/**
 * A day and a minute on the magazine's clock, asked for one edition: the form of 'Programa la
 * publicació' (the calendar) and of 'Programa al web' (the editions panel). It checks nothing
 * itself: the server does, and `error` shows its Catalan reason as said. Escape or 'Cancel·la'
 * closes it; `children` are further buttons (the calendar's 'Treu la programació').
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { WallTime } from '../../common/zonedTime.js';
import styles from './WallTimeForm.module.css';

interface WallTimeFormProps {
  title: string;
  hint: string;
  initial: WallTime;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit(wall: WallTime): void;
  onCancel(): void;
  children?: ReactNode;
}

export function WallTimeForm({ title, hint, initial, submitLabel, pending, error, onSubmit, onCancel, children }: WallTimeFormProps) {
  const id = useId();
  const dateField = useRef<HTMLInputElement>(null);
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);

  useEffect(() => dateField.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ date, time });
  };

  return (
    <form
      className={styles.form}
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {title}
      </h3>
      <p className={styles.formHint}>{hint}</p>
      <div className={styles.fields}>
        <label className={styles.field}>
          Dia
          <input ref={dateField} type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
        </label>
        <label className={styles.field}>
          Hora
          <input type="time" value={time} onChange={(e) => setTime(e.target.value)} required />
        </label>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={pending}>
          {submitLabel}
        </button>
        {children}
        <button type="button" className="button" onClick={onCancel}>
          Cancel·la
        </button>
      </div>
    </form>
  );
}
