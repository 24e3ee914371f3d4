/**
 * The record ('Registre', base /api/admin/record): who did what, on what and when. Read only: the
 * API has no route that changes or deletes an entry. Newest first; filters by person, action,
 * article and day range (UTC days, both ends included, as the dashboards' exports read dates).
 */
import { z } from 'zod';
import { RECORD_ACTIONS, RECORD_ACTOR_KINDS, RECORD_SUBJECTS } from '../record.js';
import { paginationSchema } from './pagination.js';
import { calendarDay, limitParam, pageParam, singleString } from './params.js';
import { route } from './route.js';
import { isoTime } from './wireDates.js';

/** `person`: a person's id (their tokens' acts included), or 'operator' for the operator's key. */
const personFilter = singleString
  .regex(/^(operator|[1-9]\d{0,15})$/, 'ha de ser «operator» o l’identificador d’una persona')
  .transform((value) => (value === 'operator' ? ('operator' as const) : Number(value)));

const filters = {
  person: personFilter.optional(),
  action: z.enum(RECORD_ACTIONS, { error: 'no és cap acció del registre' }).optional(),
  from: calendarDay().optional(),
  to: calendarDay().optional(),
  /** One article's entries (its history at the desk). */
  article: singleString.min(1).max(64).optional(),
};

const fromNotAfterTo = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;
const rangeIssue = { message: 'el dia inicial no pot ser posterior al final', path: ['from'] };

const listQuery = z.object({ ...filters, page: pageParam, limit: limitParam(50, 200) }).refine(fromNotAfterTo, rangeIssue);
const exportQuery = z.object(filters).refine(fromNotAfterTo, rangeIssue);
export type RecordQuery = z.input<typeof listQuery>;
export type RecordFilters = z.output<typeof exportQuery>;

export const recordEntry = z
  .strictObject({
    id: z.number().int(),
    at: isoTime(),
    actor: z.strictObject({ kind: z.enum(RECORD_ACTOR_KINDS), personId: z.number().int().nullable(), name: z.string() }),
    action: z.enum(RECORD_ACTIONS),
    subject: z.strictObject({ kind: z.enum(RECORD_SUBJECTS), id: z.string().nullable() }),
    summary: z.string(),
  })
  .meta({ id: 'RecordEntry', description: 'One act of the record: when, who (the name as it was then), what, on what, and its sentence.' });
export type RecordEntry = z.infer<typeof recordEntry>;

export const RECORD_CSV_COLUMNS = ['id', 'at', 'actor_kind', 'actor_person_id', 'actor_name', 'action', 'subject_kind', 'subject_id', 'summary'] as const;

export const recordApi = {
  list: route({
    method: 'get',
    path: '/admin/record', cache: 'no-store',
    summary: 'The record, newest first, filtered by person, action and day range',
    role: 'admin',
    query: listQuery,
    responses: {
      200: z.strictObject({
        entries: z.array(recordEntry),
        pagination: paginationSchema,
        moreThanTotal: z.boolean().meta({ description: 'True when more entries match than the count reads (10,000): total and pages stop there; a filter gives an exact count.' }),
      }),
    },
  }),
  export: route({
    method: 'get',
    path: '/admin/record/export', cache: 'file',
    summary: 'The record with the same filters, as a CSV download (every entry, newest first)',
    role: 'admin',
    query: exportQuery,
    responses: { 200: { contentType: 'text/csv', description: `CSV (RFC 4180) with a header line: ${RECORD_CSV_COLUMNS.join(', ')}.` } },
  }),
  people: route({
    method: 'get',
    path: '/admin/record/people', cache: 'no-store',
    summary: "The people the record names (the person filter's choices), by their latest name",
    role: 'admin',
    responses: { 200: z.strictObject({ people: z.array(z.strictObject({ id: z.number().int(), name: z.string() })) }) },
  }),
} as const;
