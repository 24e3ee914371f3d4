/**
 * Scheduled publication and the calendar of editions (issue 28, base /api/admin): an editor sets
 * the minute an edition is to be published, on the magazine's clock (MAGAZINE_TIME_ZONE), and the
 * server publishes it then. Refusals (each a stable code and a Catalan reason; nothing changes):
 * invalid_date, invalid_time, time_in_past, time_skipped and time_repeated (the daylight-saving
 * changes), edition_empty, already_published, schedule_changed (someone else scheduled it first),
 * not_scheduled.
 */
import { z } from 'zod';
import { editionStatus } from './entities.js';
import { editionNumberParams } from './params.js';
import { route } from './route.js';
import { isoDay, isoTime } from './wireDates.js';

/** When an edition is to be published: the instant, the same minute on the magazine's clock, and who set it. */
const editionSchedule = z
  .strictObject({
    at: isoTime().meta({ description: 'ISO instant (UTC).' }),
    date: isoDay().meta({ description: 'The day on the magazine’s clock, YYYY-MM-DD.' }),
    time: z.string().meta({ description: 'The minute on the magazine’s clock, HH:MM.' }),
    by: z.string().meta({ description: 'Who scheduled it (the name as it was then).' }),
    failure: z
      .union([z.strictObject({ at: isoTime(), message: z.string(), attempts: z.number().int() }), z.null()])
      .meta({ description: 'The last failed attempt to publish it, while it is being retried.' }),
  })
  .meta({ id: 'EditionSchedule' });

/** One edition on the calendar. */
export const calendarEdition = z
  .strictObject({
    number: z.number().int(),
    title: z.string(),
    publicationDate: isoDay().meta({ description: 'The edition’s date, YYYY-MM-DD.' }),
    status: editionStatus,
    articles: z.strictObject({
      total: z.number().int(),
      byState: z.record(z.string(), z.number().int()).meta({ description: 'How many articles are in each state: published with the edition, or else their review state (draft, submitted, accepted).' }),
    }),
    schedule: z.union([editionSchedule, z.null()]),
  })
  .meta({ id: 'CalendarEdition' });
export type CalendarEdition = z.infer<typeof calendarEdition>;

const scheduleRequest = z.strictObject({
  date: z.string().max(10).meta({ description: 'The day on the magazine’s clock, YYYY-MM-DD.', format: 'date' }),
  time: z.string().max(5).meta({ description: 'The minute on the magazine’s clock, HH:MM (24 h).' }),
  expected: z
    .union([z.string().max(32).meta({ format: 'date-time' }), z.null()])
    .meta({ description: 'The schedule’s `at` as the editor saw it (null: not scheduled). Anything else now is a 409 schedule_changed.' }),
});
export type ScheduleRequest = z.infer<typeof scheduleRequest>;

export const scheduleApi = {
  calendar: route({
    method: 'get',
    path: '/admin/calendar', cache: 'no-store',
    summary: 'Every edition, newest date first, with its state, schedule and article counts',
    role: 'contributor',
    responses: {
      200: z.strictObject({
        timeZone: z.string().meta({ description: 'The magazine’s time zone (MAGAZINE_TIME_ZONE).' }),
        now: isoTime().meta({ description: 'The server’s time, ISO (UTC).' }),
        editions: z.array(calendarEdition),
        failure: z
          .union([z.strictObject({ at: isoTime(), message: z.string(), number: z.number().int().nullable() }), z.null()])
          .meta({ description: 'The last failure of this instance’s scheduler while it stands (also one the database could not keep).' }),
      }),
    },
  }),
  schedule: route({
    method: 'put',
    path: '/admin/editions/{number}/schedule', cache: 'no-store',
    summary: 'Schedules a draft edition’s publication at a minute of the magazine’s clock (or moves it)',
    role: 'editor',
    record: { action: 'edition.schedule', subject: 'edition', id: 'params.number' },
    params: editionNumberParams,
    body: scheduleRequest,
    responses: { 200: calendarEdition },
  }),
  unschedule: route({
    method: 'delete',
    path: '/admin/editions/{number}/schedule', cache: 'no-store',
    summary: 'Takes a draft edition’s scheduled publication away (409 not_scheduled)',
    role: 'editor',
    record: { action: 'edition.unschedule', subject: 'edition', id: 'params.number' },
    params: editionNumberParams,
    responses: { 200: calendarEdition },
  }),
} as const;
