/**
 * The calendar of editions (/redaccio/calendari, issue 28): past and coming, month by month, each
 * with its day, state (draft, scheduled with its minute, published) and article counts; an editor
 * opens an edition or schedules it from here. One table per month, captioned, so a screen reader
 * moves by month and reads each row's cells with their headers; the form opens under the month
 * and gives focus back to the button that opened it.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CalendarEdition } from '../../../common/api/schedule.js';
import { formatWeekdayDay, ofMonthYear } from '../../../common/dates.js';
import { paths } from '../../../common/routes/index.js';
import { fetchCalendar, scheduleKeys } from '../../api/schedule.js';
import { CardTableHead } from '../../components/CardTableHead.js';
import { EmptyState, ErrorState, Loading } from '../../components/StateViews.js';
import { useRoleReaches } from '../../hooks/useStaffActor.js';
import cards from '../../styles/TableCards.module.css';
import styles from './Calendar.module.css';
import { articleCounts, calendarMonths, stateLabel } from './calendarMonths.js';
import { ScheduleFailure } from './ScheduleFailure.js';
import { ScheduleForm } from './ScheduleForm.js';

export function CalendarScreen() {
  const calendar = useQuery({ queryKey: scheduleKeys.calendar, queryFn: (ctx) => fetchCalendar(ctx), staleTime: 0 });
  const editor = useRoleReaches('editor');
  const [open, setOpen] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const openers = useRef(new Map<number, HTMLButtonElement>());

  if (calendar.isPending) return <Loading label="Carregant el calendari…" />;
  if (calendar.isError) return <ErrorState headingLevel={2} message="No s’ha pogut carregar el calendari." onRetry={() => void calendar.refetch()} />;
  const { editions, timeZone, failure } = calendar.data;
  if (editions.length === 0) return <EmptyState message="Encara no hi ha cap edició." />;

  const close = (number: number, message: string | null) => {
    setOpen(null);
    if (message) setNotice(message);
    // Back to the button that opened the form (drawn again once the form is gone).
    requestAnimationFrame(() => openers.current.get(number)?.focus());
  };

  const row = (e: CalendarEdition) => (
    <tr key={e.number} role="row" className={e.status === 'draft' ? styles.draft : undefined}>
      <td role="cell" className={styles.day}>
        {formatWeekdayDay(e.schedule?.date ?? e.publicationDate)}
      </td>
      <th scope="row" role="rowheader" className={styles.edition}>
        <Link to={paths.deskEdition(e.number)}>
          {e.number}. {e.title}
        </Link>
      </th>
      <td role="cell" className={styles.state}>
        {stateLabel(e)}
        {e.schedule?.failure && <span className={styles.failed}> · Ha fallat ({e.schedule.failure.attempts}): es torna a provar</span>}
      </td>
      <td role="cell" className={styles.articles}>
        {articleCounts(e)}
      </td>
      <td role="cell" className={styles.actions}>
        {editor && e.status === 'draft' && (
          <button
            type="button"
            className="button"
            aria-expanded={open === e.number}
            ref={(el) => {
              if (el) openers.current.set(e.number, el);
            }}
            onClick={() => setOpen(open === e.number ? null : e.number)}
            aria-label={`${e.schedule ? 'Canvia la programació' : 'Programa'} de l’edició ${e.number}`}
          >
            {e.schedule ? 'Canvia…' : 'Programa…'}
          </button>
        )}
      </td>
    </tr>
  );

  return (
    <div className={styles.screen}>
      <p className={styles.intro}>Les edicions per mesos, de les que vénen a les ja publicades. Les hores són les de la revista ({timeZone}).</p>
      <ScheduleFailure failure={failure} editions={editions} />
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {calendarMonths(editions).map((month) => {
        const opened = month.editions.find((e) => e.number === open);
        return (
          <section key={month.key} className={styles.month} aria-labelledby={`mes-${month.key}`}>
            <h2 id={`mes-${month.key}`} className={styles.monthTitle}>
              {month.label}
            </h2>
            <div className={styles.tableFrame}>
              {/* The roles said again for the cards of a phone (TableCards.module.css). */}
              <table role="table" className={`${styles.table} ${cards.cards}`}>
                <caption className="visually-hidden">Edicions {ofMonthYear(month.key)}</caption>
                <colgroup>
                  <col className={styles.colDay} />
                  <col className={styles.colEdition} />
                  <col className={styles.colState} />
                  <col className={styles.colArticles} />
                  <col className={styles.colActions} />
                </colgroup>
                <CardTableHead columns={['Dia', 'Edició', 'Estat', 'Articles', <span className="visually-hidden">Accions</span>]} />
                <tbody role="rowgroup">{month.editions.map(row)}</tbody>
              </table>
            </div>
            {opened && <ScheduleForm edition={opened} timeZone={timeZone} onDone={(message) => close(opened.number, message)} />}
          </section>
        );
      })}
    </div>
  );
}
