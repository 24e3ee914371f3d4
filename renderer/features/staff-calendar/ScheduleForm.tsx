/**
 * 'Programa la publicació': the day and minute an edition goes out, on the magazine's clock. The
 * server checks everything (a day or hour that does not exist, one already past, the hour the
 * clocks skip or repeat, an edition with no articles, someone else scheduling first) and its
 * Catalan reason is shown as said; nothing changes then. Escape or 'Cancel·la' closes it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CalendarEdition } from '../../../common/api/schedule.js';
import { ApiError, serverMessage } from '../../api/apiError.js';
import { scheduleEdition, unscheduleEdition } from '../../api/schedule.js';
import styles from './Calendar.module.css';
import { formatDay } from './calendarMonths.js';

const failureText = (error: unknown, fallback: string) => (error instanceof ApiError && serverMessage(error)) || fallback;

export function ScheduleForm({ edition, timeZone, onDone }: { edition: CalendarEdition; timeZone: string; onDone(message: string | null): void }) {
  const client = useQueryClient();
  const id = useId();
  const dateField = useRef<HTMLInputElement>(null);
  const [date, setDate] = useState(edition.schedule?.date ?? edition.publicationDate);
  const [time, setTime] = useState(edition.schedule?.time ?? '09:00');
  const refresh = () => void client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'admin' && q.queryKey[1] !== 'session' });

  const save = useMutation({
    mutationFn: () => scheduleEdition(edition.number, { date, time, expected: edition.schedule?.at ?? null }),
    onSuccess: (saved) => {
      refresh();
      onDone(`L’edició ${saved.number} es publicarà ${formatDay(saved.schedule!.date)}, a les ${saved.schedule!.time}.`);
    },
  });
  const remove = useMutation({
    mutationFn: () => unscheduleEdition(edition.number),
    onSuccess: () => {
      refresh();
      onDone(`L’edició ${edition.number} ja no té cap publicació programada.`);
    },
  });

  useEffect(() => dateField.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const error = save.error ? failureText(save.error, 'No s’ha pogut programar la publicació. Torna-ho a provar.') : remove.error ? failureText(remove.error, 'No s’ha pogut treure la programació.') : null;

  return (
    <form
      className={styles.form}
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone(null);
      }}
    >
      <h3 id={`${id}-title`} className={styles.formTitle}>
        Programa la publicació de l’edició {edition.number}
      </h3>
      <p className={styles.formHint}>Hora de la revista ({timeZone}). L’edició es publicarà sola en aquest minut.</p>
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
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {edition.schedule ? 'Canvia l’hora' : 'Programa la publicació'}
        </button>
        {edition.schedule && (
          <button type="button" className="button" disabled={remove.isPending} onClick={() => remove.mutate()}>
            Treu la programació
          </button>
        )}
        <button type="button" className="button" onClick={() => onDone(null)}>
          Cancel·la
        </button>
      </div>
    </form>
  );
}
