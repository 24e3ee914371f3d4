/**
 * A scheduled publication that failed (the database away, a refusal) and is being retried: shown
 * on the workspace and the calendar until it goes out. The message is the server's, in Catalan.
 */
import { useQuery } from '@tanstack/react-query';
import type { CalendarEdition } from '../../../common/api/schedule.js';
import { formatMagazineDateTime } from '../../../common/dates.js';
import { countLabel } from '../../../common/plural.js';
import { fetchCalendar, scheduleKeys } from '../../api/schedule.js';
import styles from './Calendar.module.css';

type Failure = { at: string; message: string; number: number | null } | null;

export function ScheduleFailure({ failure, editions = [] }: { failure: Failure; editions?: readonly CalendarEdition[] }) {
  // This instance's last failure, and any another instance kept in the database.
  const kept = editions.filter((e) => e.schedule?.failure && e.number !== failure?.number);
  if (!failure && kept.length === 0) return null;
  return (
    <div role="alert" className={styles.failure}>
      <p className={styles.failureTitle}>Una publicació programada no s’ha pogut fer</p>
      {failure && (
        <p>
          {failure.message} ({formatMagazineDateTime(failure.at)})
        </p>
      )}
      {kept.map((e) => (
        <p key={e.number}>
          {e.schedule!.failure!.message} ({formatMagazineDateTime(e.schedule!.failure!.at)}; {countLabel(e.schedule!.failure!.attempts, 'intent', 'intents')})
        </p>
      ))}
    </div>
  );
}

/** The workspace's notice: the calendar read for its failures only (the calendar screen shows the rest). */
export function ScheduleFailures() {
  const calendar = useQuery({ queryKey: scheduleKeys.calendar, queryFn: (ctx) => fetchCalendar(ctx), staleTime: 0, refetchInterval: 30_000 });
  return calendar.data ? <ScheduleFailure failure={calendar.data.failure} editions={calendar.data.editions} /> : null;
}
