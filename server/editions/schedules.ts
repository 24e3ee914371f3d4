/**
 * The schedules' table (`edition_schedules`, migration 024) and the calendar's reads. Every change
 * of a schedule is conditional on what the editor saw (`expected`), and the publication's claim on
 * what the scheduler read, so two editors, or two instances, never both win.
 */
import type { Knex } from 'knex';
import type { CalendarEdition } from '../../common/api/schedule.js';
import type { EditionStatus } from '../../common/types.js';
import { wallTimeOf } from '../../common/zonedTime.js';
import type { Db } from '../db/connection.js';
import { violationOf } from '../db/dialect.js';

const TABLE = 'edition_schedules';

export interface ScheduleRow {
  issue_number: number | string;
  publish_at: string;
  retry_at: string;
  scheduled_by_person_id: number | string | null;
  scheduled_by_name: string;
  attempts: number | string;
  last_error: string | null;
  last_attempt_at: string | null;
}

/** A schedule due, as the scheduler reads it. */
export interface DueSchedule {
  number: number;
  publishAt: string;
  scheduledBy: { personId: number | null; name: string };
  attempts: number;
}

/** How many schedules one tick takes on at most (a backlog is worked through tick by tick). */
const DUE_BATCH = 20;

/** The schedules due at `now`: one range read of the `retry_at` index. */
export async function dueSchedules(db: Db, now: Date): Promise<DueSchedule[]> {
  const rows: ScheduleRow[] = await db(TABLE).where('retry_at', '<=', now.toISOString()).orderBy(['retry_at', 'issue_number']).limit(DUE_BATCH);
  return rows.map((r) => ({
    number: Number(r.issue_number),
    publishAt: r.publish_at,
    scheduledBy: { personId: r.scheduled_by_person_id === null ? null : Number(r.scheduled_by_person_id), name: r.scheduled_by_name },
    attempts: Number(r.attempts),
  }));
}

/**
 * Takes the schedule for publishing, in the publication's transaction: true for exactly one
 * caller, and only while it still holds the time read (a schedule moved or taken away is not
 * claimed). On PostgreSQL a second claimant waits on the row and then finds it gone.
 */
export async function claimSchedule(trx: Knex.Transaction, due: DueSchedule): Promise<boolean> {
  return Number(await trx(TABLE).where({ issue_number: due.number, publish_at: due.publishAt }).delete()) === 1;
}

/** Drops an edition's schedule (published by hand, discarded), in the caller's transaction. */
export async function dropSchedule(trx: Db | Knex.Transaction, number: number): Promise<void> {
  await trx(TABLE).where({ issue_number: number }).delete();
}

/** A failed attempt: kept with its reason, and tried again at `retryAt` (unless the schedule changed meanwhile). */
export async function markFailed(db: Db, due: DueSchedule, failure: { at: string; message: string; retryAt: string }): Promise<void> {
  await db(TABLE)
    .where({ issue_number: due.number, publish_at: due.publishAt })
    .update({ attempts: due.attempts + 1, last_error: failure.message.slice(0, 1000), last_attempt_at: failure.at, retry_at: failure.retryAt });
}

export interface NewSchedule {
  publishAt: string;
  by: { personId: number | null; name: string };
  at: string;
}

/**
 * Sets or moves a schedule on condition that it is still what the editor saw (`expected`: its
 * time, or null for none): false when someone else changed it first, and nothing changes.
 */
export async function setSchedule(db: Db, number: number, expected: string | null, next: NewSchedule): Promise<boolean> {
  const row = {
    publish_at: next.publishAt,
    retry_at: next.publishAt,
    scheduled_by_person_id: next.by.personId,
    scheduled_by_name: next.by.name.slice(0, 200),
    scheduled_at: next.at,
    attempts: 0,
    last_error: null,
    last_attempt_at: null,
  };
  if (expected !== null) return Number(await db(TABLE).where({ issue_number: number, publish_at: expected }).update(row)) === 1;
  try {
    await db(TABLE).insert({ issue_number: number, ...row });
    return true;
  } catch (error) {
    if (violationOf(error) === 'unique') return false;
    throw error;
  }
}

/** Takes a schedule away on condition that one is there; false when there was none. */
export async function removeSchedule(db: Db, number: number): Promise<boolean> {
  return Number(await db(TABLE).where({ issue_number: number }).delete()) === 1;
}

interface EditionRow {
  number: number | string;
  title: string;
  publication_date: string;
  status: EditionStatus;
}

/**
 * An article's state as the calendar counts it: published with its edition, or else its review
 * state (draft, submitted, accepted: common/review.ts).
 */
const ARTICLE_STATE = "CASE WHEN published THEN 'published' ELSE review_state END";

/** Every edition (or one) with its article counts by state and its schedule, newest date first. */
export async function calendarEditions(db: Db, timeZone: string, only?: number): Promise<CalendarEdition[]> {
  const editions = db('issues').select('number', 'title', 'publication_date', 'status').orderBy([{ column: 'publication_date', order: 'desc' }, { column: 'number', order: 'desc' }]);
  const counts = db('articles').select('issue_number', db.raw(`${ARTICLE_STATE} as state`)).count({ n: '*' }).groupByRaw(`issue_number, ${ARTICLE_STATE}`);
  const schedules = db(TABLE).select('*');
  if (only !== undefined) {
    void editions.where({ number: only });
    void counts.where({ issue_number: only });
    void schedules.where({ issue_number: only });
  }
  const [rows, countRows, scheduleRows] = (await Promise.all([editions, counts, schedules])) as [EditionRow[], { issue_number: number | string; state: string; n: number | string }[], ScheduleRow[]];
  const byEdition = new Map<number, Record<string, number>>();
  for (const c of countRows) {
    const states = byEdition.get(Number(c.issue_number)) ?? {};
    states[c.state] = Number(c.n);
    byEdition.set(Number(c.issue_number), states);
  }
  const scheduleOf = new Map(scheduleRows.map((s) => [Number(s.issue_number), s]));
  return rows.map((r) => {
    const byState = byEdition.get(Number(r.number)) ?? {};
    const s = scheduleOf.get(Number(r.number));
    return {
      number: Number(r.number),
      title: r.title,
      publicationDate: r.publication_date,
      status: r.status === 'draft' ? 'draft' : 'published',
      articles: { total: Object.values(byState).reduce((a, b) => a + b, 0), byState },
      schedule: s ? scheduleView(s, timeZone) : null,
    };
  });
}

function scheduleView(s: ScheduleRow, timeZone: string): NonNullable<CalendarEdition['schedule']> {
  const failure = s.last_error && s.last_attempt_at ? { at: s.last_attempt_at, message: s.last_error, attempts: Number(s.attempts) } : null;
  return { at: s.publish_at, ...wallTimeOf(new Date(s.publish_at), timeZone), by: s.scheduled_by_name, failure };
}
