/**
 * Scheduled publication (issue 28), on both databases, on a clock the test drives: an editor
 * schedules a draft edition at a minute of the magazine's clock and the server publishes it then,
 * as 'Publica' does (readers, search, feed), recorded as the scheduler's act on the editor's
 * behalf; never after it was moved, taken away or published by hand and withdrawn; late after a
 * restart that spanned the minute, saying so; a failed attempt is shown and retried. Every bad
 * input is refused with a Catalan reason and a stable code, and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordEntry } from '../../common/api/record.js';
import type { CalendarEdition } from '../../common/api/schedule.js';
import { SCHEDULE_TICK_MS, schedulerName } from '../../common/schedule.js';
import { EditionScheduler } from '../../server/editions/scheduler.js';
import type { EditionService } from '../../server/editions/service.js';
import { ADMIN, articleFields, newArticle, newEdition, type ErrorAnswer } from './deskFixture.js';
import { startTestServer, type TestServer } from './harness.js';
import { TestClock } from './testClock.js';
import { addPerson, signIn, withCookie } from './staffFixture.js';

// A Tuesday in winter at the magazine (UTC+1).
const START = Date.parse('2030-01-15T08:00:00.000Z');
const clock = new TestClock(START);
/** The first attempts of these editions meet a database that is away. */
const failing = new Map<number, number>();
let server: TestServer;
let editor: { cookie: string; name: string; id: number };
let contributorCookie: string;

beforeAll(async () => {
  server = await startTestServer({}, {
    scheduling: {
      clock,
      publish: (publish) => async (number, claim) => {
        const left = failing.get(number) ?? 0;
        if (left > 0) {
          failing.set(number, left - 1);
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        }
        return publish(number, claim);
      },
    },
  });
  const person = await addPerson(server, 'Anna Programadora', 'editor');
  editor = { cookie: await signIn(server, person.email), name: person.name, id: person.id };
  contributorCookie = await signIn(server, (await addPerson(server, 'Biel Col·laborador', 'contributor')).email);
  server.server.scheduler.start();
  await server.server.scheduler.settled();
});

afterAll(async () => {
  await server.server.scheduler.stop();
  await server.close();
});

const scheduler = () => server.server.scheduler;
let serial = 0;

/** A draft edition with one article whose title carries a word of its own (for search). */
async function draftWithArticle(): Promise<{ number: number; word: string }> {
  serial += 1;
  const word = `programacio${serial}xq`;
  const edition = await newEdition(server, `Edició programada ${serial}`);
  const { article } = await newArticle(server, edition.issue.number, articleFields(`Article ${word}`));
  // Read and accepted (issue 28): the publish gate lets the schedule publish it.
  for (const step of ['hand-in', 'accept']) expect((await server.send('POST', `/api/admin/desk/articles/${article._id}/review/${step}`, {}, { admin: true })).status).toBe(200);
  return { number: edition.issue.number, word };
}

const schedule = (number: number, body: { date: string; time: string; expected?: string | null }, cookie = editor.cookie) =>
  withCookie(server, cookie, 'PUT', `/api/admin/editions/${number}/schedule`, { expected: null, ...body });

async function scheduled(number: number, date: string, time: string, expected: string | null = null): Promise<CalendarEdition> {
  const res = await schedule(number, { date, time, expected });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as CalendarEdition;
}

async function calendarOf(number: number): Promise<CalendarEdition> {
  const res = await withCookie(server, editor.cookie, 'GET', '/api/admin/calendar');
  const body = (await res.json()) as { editions: CalendarEdition[] };
  return body.editions.find((e) => e.number === number)!;
}

async function entries(action: string, number: number): Promise<RecordEntry[]> {
  const res = await server.get(`/api/admin/record?action=${action}&limit=200`, { headers: ADMIN });
  return ((await res.json()) as { entries: RecordEntry[] }).entries.filter((e) => e.subject.id === String(number));
}

const searchHits = async (word: string) => ((await (await server.get(`/api/search?q=${word}`)).json()) as { articles: unknown[] }).articles.length;
const readerStatus = async (number: number) => (await server.get(`/api/issues/number/${number}`)).status;

describe('scheduling an edition', () => {
  it('publishes it at its minute as Publica does, recorded as the scheduler acting for the editor', async () => {
    const { number, word } = await draftWithArticle();
    const set = await scheduled(number, '2030-01-15', '10:30');
    expect(set.schedule).toMatchObject({ at: '2030-01-15T09:30:00.000Z', date: '2030-01-15', time: '10:30', by: editor.name, failure: null });
    // Counted by its review state until it is published.
    expect(set.articles).toEqual({ total: 1, byState: { accepted: 1 } });
    expect((await entries('edition.schedule', number)).map((e) => e.actor.name)).toEqual([editor.name]);
    expect(await readerStatus(number)).toBe(404);
    expect(await searchHits(word)).toBe(0);

    // The tick before the minute leaves it a draft; the first after it publishes (within one tick).
    await clock.advanceTo(new Date('2030-01-15T09:29:59.000Z'), scheduler());
    expect(await readerStatus(number)).toBe(404);
    await clock.advanceTo(new Date(Date.parse('2030-01-15T09:30:00.000Z') + SCHEDULE_TICK_MS), scheduler());
    expect(await readerStatus(number)).toBe(200);
    expect(await searchHits(word)).toBe(1);
    expect(await (await server.get('/rss.xml')).text()).toContain(word);

    const [entry, ...more] = await entries('edition.publishScheduled', number);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actor: { kind: 'scheduler', personId: editor.id, name: schedulerName(editor.name) }, subject: { kind: 'edition', id: String(number) } });
    expect(entry!.summary).toBe(`S’ha publicat l’edició ${number} a l’hora programada. Programada per al 15 de gener de 2030, 10:30 per ${editor.name}.`);
    expect(await calendarOf(number)).toMatchObject({ status: 'published', schedule: null, articles: { byState: { published: 1 } } });
  });

  it('never publishes one that was moved (until its new minute), taken away, or published by hand and withdrawn', async () => {
    const moved = await draftWithArticle();
    const first = await scheduled(moved.number, '2030-01-15', '11:00');
    await scheduled(moved.number, '2030-01-15', '12:00', first.schedule!.at);
    const taken = await draftWithArticle();
    await scheduled(taken.number, '2030-01-15', '11:00');
    const unscheduled = await withCookie(server, editor.cookie, 'DELETE', `/api/admin/editions/${taken.number}/schedule`);
    expect(unscheduled.status).toBe(200);
    expect(((await unscheduled.json()) as CalendarEdition).schedule).toBeNull();
    const byHand = await draftWithArticle();
    await scheduled(byHand.number, '2030-01-15', '11:00');
    expect((await server.send('POST', `/api/admin/editions/${byHand.number}/publish`, undefined, { admin: true })).status).toBe(200);
    expect((await server.send('POST', `/api/admin/editions/${byHand.number}/withdraw`, undefined, { admin: true })).status).toBe(200);

    await clock.advanceTo(new Date('2030-01-15T10:30:00.000Z'), scheduler());
    for (const { number } of [moved, taken, byHand]) expect(await readerStatus(number), `edition ${number}`).toBe(404);
    expect((await entries('edition.unschedule', taken.number)).length).toBe(1);
    await clock.advanceTo(new Date('2030-01-15T11:00:30.000Z'), scheduler());
    expect(await readerStatus(moved.number)).toBe(200);
    expect(await readerStatus(taken.number)).toBe(404);
    expect(await readerStatus(byHand.number)).toBe(404);
  });

  it('publishes on start what fell due while the server was stopped, late, and the record says so', async () => {
    const { number } = await draftWithArticle();
    await scheduled(number, '2030-01-15', '13:00');
    await scheduler().stop();
    await clock.advanceTo(new Date('2030-01-15T12:40:00.000Z'), scheduler());
    expect(await readerStatus(number)).toBe(404);
    scheduler().start();
    await scheduler().settled();
    expect(await readerStatus(number)).toBe(200);
    const [entry] = await entries('edition.publishScheduled', number);
    expect(entry!.summary).toMatch(/Publicada amb retard \(40 min\): el servidor no estava en marxa a l’hora programada\.$/);
  });

  it('shows a failed attempt (the database away) on the calendar and tries again until it is published', async () => {
    const { number } = await draftWithArticle();
    await scheduled(number, '2030-01-15', '14:00');
    failing.set(number, 2);
    await clock.advanceTo(new Date('2030-01-15T13:00:05.000Z'), scheduler());
    expect(await readerStatus(number)).toBe(404);
    const res = await withCookie(server, editor.cookie, 'GET', '/api/admin/calendar');
    const body = (await res.json()) as { failure: { message: string; number: number } | null; editions: CalendarEdition[] };
    expect(body.failure).toMatchObject({ number, message: `No s’ha pogut publicar l’edició ${number} a l’hora programada: la base de dades no respon. Es tornarà a provar tot sol.` });
    expect(body.editions.find((e) => e.number === number)!.schedule!.failure).toMatchObject({ attempts: 1 });
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|5432/);

    // Retried after 15 s (fails again), then after 30 s more: published, two attempts late.
    await clock.advanceTo(new Date('2030-01-15T13:01:00.000Z'), scheduler());
    expect(await readerStatus(number)).toBe(200);
    const [entry, ...more] = await entries('edition.publishScheduled', number);
    expect(more).toEqual([]);
    expect(entry!.summary).toMatch(/Publicada amb retard \(1 min\): després de 2 intents fallits\.$/);
    const after = (await (await withCookie(server, editor.cookie, 'GET', '/api/admin/calendar')).json()) as { failure: unknown };
    expect(after.failure).toBeNull();
  });

  it('refuses to schedule an edition with a text not accepted: nobody is there at the minute to confirm it', async () => {
    const { number } = await draftWithArticle();
    await newArticle(server, number, articleFields('Un <em>text</em> per revisar'));
    const res = await schedule(number, { date: '2030-01-15', time: '16:00' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorAnswer).error).toEqual({
      code: 'articles_not_accepted',
      message: `L’edició ${number} té 1 article que encara no és «Acceptat» («Un text per revisar»): accepta’ls abans de programar-ne la publicació, que a l’hora programada ningú no hi serà per confirmar-ho.`,
    });
    expect((await calendarOf(number)).schedule).toBeNull();
    expect(await entries('edition.schedule', number)).toEqual([]);
  });

  it('passes the publish gate: a text added unaccepted after scheduling holds the edition back, said on the calendar, until it is accepted', async () => {
    const { number } = await draftWithArticle();
    await scheduled(number, '2030-01-15', '16:00');
    const { article } = await newArticle(server, number, articleFields('Article encara per revisar'));
    await clock.advanceTo(new Date('2030-01-15T15:00:05.000Z'), scheduler());
    expect(await readerStatus(number)).toBe(404);
    const body = (await (await withCookie(server, editor.cookie, 'GET', '/api/admin/calendar')).json()) as { failure: { message: string; number: number } | null };
    expect(body.failure).toEqual({
      at: expect.any(String),
      number,
      message: `No s’ha pogut publicar l’edició ${number} a l’hora programada: té 1 article que no és «Acceptat»: es tornarà a provar tot sol i es publicarà quan ho siguin, o la pots publicar a mà.`,
    });

    for (const step of ['hand-in', 'accept']) expect((await server.send('POST', `/api/admin/desk/articles/${article._id}/review/${step}`, {}, { admin: true })).status).toBe(200);
    await clock.advanceTo(new Date('2030-01-15T15:01:00.000Z'), scheduler());
    expect(await readerStatus(number)).toBe(200);
  });
});

describe('refusing a schedule, with a Catalan reason and a stable code, changing nothing', () => {
  it.each([
    ['a time in the past', { date: '2030-01-15', time: '08:00' }, 'time_in_past', /ja ha passat/],
    ['30 February', { date: '2030-02-30', time: '10:00' }, 'invalid_date', /La data «2030-02-30» no existeix/],
    ['25:00', { date: '2030-02-01', time: '25:00' }, 'invalid_time', /L’hora «25:00» no existeix/],
    ['the hour the clocks skip', { date: '2030-03-31', time: '02:30' }, 'time_skipped', /els rellotges s’avancen una hora i les 02:30 no existeixen/],
    ['the hour the clocks repeat', { date: '2030-10-27', time: '02:30' }, 'time_repeated', /les 02:30 passen dues vegades/],
  ])('%s', async (_name, body, code, message) => {
    const { number } = await draftWithArticle();
    const res = await schedule(number, body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as ErrorAnswer;
    expect(answer.error.code).toBe(code);
    expect(answer.error.message).toMatch(message);
    expect((await calendarOf(number)).schedule).toBeNull();
    expect(await entries('edition.schedule', number)).toEqual([]);
  });

  it('an edition with no articles, one already published, one not scheduled, and a contributor', async () => {
    const empty = await newEdition(server, 'Edició buida');
    const res = await schedule(empty.issue.number, { date: '2030-02-01', time: '10:00' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error).toMatchObject({ code: 'edition_empty', message: expect.stringMatching(/encara no té cap article/) });

    const { number } = await draftWithArticle();
    const notScheduled = await withCookie(server, editor.cookie, 'DELETE', `/api/admin/editions/${number}/schedule`);
    expect(notScheduled.status).toBe(409);
    expect(((await notScheduled.json()) as ErrorAnswer).error.code).toBe('not_scheduled');

    const byContributor = await schedule(number, { date: '2030-02-01', time: '10:00' }, contributorCookie);
    expect(byContributor.status).toBe(403);
    expect(((await byContributor.json()) as ErrorAnswer).error.code).toBe('role_too_low');
    expect((await calendarOf(number)).schedule).toBeNull();

    await server.send('POST', `/api/admin/editions/${number}/publish`, undefined, { admin: true });
    const published = await schedule(number, { date: '2030-02-01', time: '10:00' });
    expect(published.status).toBe(409);
    expect(((await published.json()) as ErrorAnswer).error.code).toBe('already_published');
  });

  it('two editors scheduling at once: one wins, the other is told and changes nothing', async () => {
    const { number } = await draftWithArticle();
    const [a, b] = await Promise.all([schedule(number, { date: '2030-02-01', time: '10:00' }), schedule(number, { date: '2030-02-02', time: '18:00' }, undefined)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = ((await (a.status === 200 ? a : b).json()) as CalendarEdition).schedule!;
    expect(((await loser.json()) as ErrorAnswer).error.code).toBe('schedule_changed');
    expect((await calendarOf(number)).schedule).toMatchObject({ at: winner.at });
    expect((await entries('edition.schedule', number)).length).toBe(1);
    // Moving it from a time the editor no longer sees is refused too.
    const stale = await schedule(number, { date: '2030-02-03', time: '10:00', expected: '2030-01-31T09:00:00.000Z' });
    expect(stale.status).toBe(409);
    expect((await calendarOf(number)).schedule).toMatchObject({ at: winner.at });
  });

  it('looks again after the configured interval (SCHEDULE_CHECK_SECONDS), or every 15 s', async () => {
    // Long before any schedule: its looks find nothing due, so it never publishes.
    const early = Date.parse('2000-01-01T00:00:00.000Z');
    for (const [tickMs, next] of [[2_000, early + 2_000], [undefined, early + SCHEDULE_TICK_MS]] as const) {
      const clock = new TestClock(early);
      const looks = new EditionScheduler(server.db, {} as EditionService, { publishedBySchedule: async () => undefined }, { timeZone: 'Europe/Madrid', clock, ...(tickMs ? { tickMs } : {}) });
      looks.start();
      await looks.settled();
      expect(clock.pending()).toEqual([next]);
      await looks.stop();
    }
  });
});
