/**
 * The record's table (`record_entries`, migration 020): appended to, read newest first, never
 * updated or deleted. Each filter of the screen reads one index in order (see the migration).
 */
import type { Knex } from 'knex';
import type { RECORD_CSV_COLUMNS, RecordEntry, RecordFilters } from '../../common/api/record.js';
import { dayStartIso, nextDay } from '../../common/dates.js';
import { ownerOfActorName, type RecordAction, type RecordActorKind, type RecordSubject } from '../../common/record.js';
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
  if (f.article) q.where({ subject_kind: 'article', subject_id: f.article });
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

/**
 * How many entries the count reads at most: counting a million rows costs hundreds of ms on
 * PostgreSQL, and a screen says 'more than 10.000' as well. A filter narrows to an exact count.
 */
export const COUNT_CAP = 10_000;

/** One page of entries, newest first, and how many match (at most COUNT_CAP + 1: `capped` says so). */
export async function listEntries(db: Db, f: RecordFilters, page: number, limit: number): Promise<{ entries: RecordEntry[]; total: number; capped: boolean }> {
  const [rows, counted] = await Promise.all([
    filtered(db, f)
      .orderBy([...NEWEST_FIRST])
      .limit(limit)
      .offset((page - 1) * limit) as Promise<Row[]>,
    db.count({ n: '*' }).from(filtered(db, f).select(db.raw('1')).limit(COUNT_CAP + 1).as('matching')) as Promise<{ n: number | string }[]>,
  ]);
  const total = Number(counted[0]?.n ?? 0);
  return { entries: rows.map(entryOf), total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP };
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

/**
 * The people the record names, each by the name of their latest entry. A skip scan of the person
 * index (the next id above the last, once per person), so it reads a few rows per person, not the
 * whole table; both databases run it as written.
 */
const PEOPLE = `WITH RECURSIVE p(id) AS (
    SELECT min(actor_person_id) FROM record_entries
    UNION ALL
    SELECT (SELECT min(r.actor_person_id) FROM record_entries r WHERE r.actor_person_id > p.id) FROM p WHERE p.id IS NOT NULL
  )
  SELECT p.id AS id, (SELECT r.actor_name FROM record_entries r WHERE r.actor_person_id = p.id ORDER BY r.at DESC, r.id DESC LIMIT 1) AS name
  FROM p WHERE p.id IS NOT NULL`;

export async function peopleInRecord(db: Db): Promise<{ id: number; name: string }[]> {
  const result = (await db.raw(PEOPLE)) as { rows?: { id: number | string; name: string }[] } | { id: number | string; name: string }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return rows.map((r) => ({ id: Number(r.id), name: ownerOfActorName(r.name) })).sort((a, b) => a.name.localeCompare(b.name, 'ca'));
}
