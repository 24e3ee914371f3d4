/**
 * The record's table (`record_entries`, migration 018): appended to, read newest first, never
 * updated or deleted. Each filter of the screen reads one index in order (see the migration).
 */
import type { Knex } from 'knex';
import type { RECORD_CSV_COLUMNS, RecordEntry, RecordFilters } from '../../common/api/record.js';
import { dayStartIso, nextDay } from '../../common/dates.js';
import type { RecordAction, RecordActorKind, RecordSubject } from '../../common/record.js';
import type { Db } from '../db/connection.js';

/** An entry as it is written: `at` is set by the store. */
export interface NewEntry {
  actorKind: RecordActorKind;
  actorPersonId: number | null;
  actorName: string;
  action: RecordAction;
  subjectKind: RecordSubject;
  subjectId: string | null;
  summary: string;
}

interface Row {
  id: number | string;
  at: string;
  actor_kind: RecordActorKind;
  actor_person_id: number | string | null;
  actor_name: string;
  action: RecordAction;
  subject_kind: RecordSubject;
  subject_id: string | null;
  summary: string;
}

const TABLE = 'record_entries';

/** Appends one entry, in the caller's transaction when it has one. */
export async function appendEntry(db: Db | Knex.Transaction, entry: NewEntry, at = new Date().toISOString()): Promise<void> {
  await db(TABLE).insert({
    at,
    actor_kind: entry.actorKind,
    actor_person_id: entry.actorPersonId,
    actor_name: entry.actorName.slice(0, 200),
    action: entry.action,
    subject_kind: entry.subjectKind,
    subject_id: entry.subjectId?.slice(0, 255) ?? null,
    summary: entry.summary.slice(0, 1000),
  });
}

/** The filters as conditions; each maps onto one index that ends in (at, id). */
function filtered(db: Db, f: RecordFilters): Knex.QueryBuilder {
  const q = db(TABLE);
  if (f.person === 'operator') q.where('actor_kind', 'operator');
  else if (f.person !== undefined) q.where('actor_person_id', f.person);
  if (f.action) q.where('action', f.action);
  // Days are whole UTC days, `to` included.
  if (f.from) q.where('at', '>=', dayStartIso(f.from));
  if (f.to) q.where('at', '<', dayStartIso(nextDay(f.to)));
  return q;
}

const NEWEST_FIRST = [
  { column: 'at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

const entryOf = (r: Row): RecordEntry => ({
  id: Number(r.id),
  at: r.at,
  actor: { kind: r.actor_kind, personId: r.actor_person_id === null ? null : Number(r.actor_person_id), name: r.actor_name },
  action: r.action,
  subject: { kind: r.subject_kind, id: r.subject_id },
  summary: r.summary,
});

/** One page of entries, newest first, and how many match. */
export async function listEntries(db: Db, f: RecordFilters, page: number, limit: number): Promise<{ entries: RecordEntry[]; total: number }> {
  const [rows, counted] = await Promise.all([
    filtered(db, f)
      .orderBy([...NEWEST_FIRST])
      .limit(limit)
      .offset((page - 1) * limit) as Promise<Row[]>,
    filtered(db, f).count({ n: '*' }) as Promise<{ n: number | string }[]>,
  ]);
  return { entries: rows.map(entryOf), total: Number(counted[0]?.n ?? 0) };
}

/** The entries of one subject (an article's), newest first. */
export async function entriesOf(db: Db, kind: RecordSubject, id: string, limit: number): Promise<RecordEntry[]> {
  const rows = (await db(TABLE).where({ subject_kind: kind, subject_id: id }).orderBy([...NEWEST_FIRST]).limit(limit)) as Row[];
  return rows.map(entryOf);
}

const EXPORT_BATCH = 1000;
type CsvRow = Record<(typeof RECORD_CSV_COLUMNS)[number], unknown>;

/** Every matching entry, newest first, read in keyset batches (at, id) so memory stays flat. */
export async function* exportedEntries(db: Db, f: RecordFilters): AsyncIterable<CsvRow> {
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const q = filtered(db, f);
    if (after) {
      const { at, id } = after;
      q.where((w) => w.where('at', '<', at).orWhere((same) => same.where('at', at).andWhere('id', '<', id)));
    }
    const rows = (await q.orderBy([...NEWEST_FIRST]).limit(EXPORT_BATCH)) as Row[];
    for (const row of rows) yield { ...row, id: Number(row.id) };
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: Number(last.id) };
  }
}

/** The people the record names, each by the name of their latest entry. */
export async function peopleInRecord(db: Db): Promise<{ id: number; name: string }[]> {
  const latest = db(TABLE).whereNotNull('actor_person_id').groupBy('actor_person_id').max({ id: 'id' });
  const rows = (await db(TABLE).whereIn('id', latest).select('actor_person_id', 'actor_name').orderBy('actor_name')) as Pick<Row, 'actor_person_id' | 'actor_name'>[];
  return rows.map((r) => ({ id: Number(r.actor_person_id), name: r.actor_name }));
}
