/**
 * Wall times on the magazine's clock (issue 28): a scheduled minute in Europe/Madrid, with the
 * daylight-saving changes (the hour skipped in March, repeated in October) and impossible dates
 * told apart, never guessed.
 */
import { describe, expect, it } from 'vitest';
import { LATE_AFTER_MS, retryDelayMs, scheduledPublicationNote } from '../../common/schedule.js';
import { isTimeZone, wallTimeOf, zonedInstant } from '../../common/zonedTime.js';

const MADRID = 'Europe/Madrid';
const at = (date: string, time: string, zone = MADRID) => zonedInstant({ date, time }, zone);

describe('a wall time in a time zone', () => {
  it('names one instant on an ordinary day, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(at('2026-12-01', '10:00')).toEqual({ kind: 'ok', instant: new Date('2026-12-01T09:00:00.000Z') });
    expect(at('2026-07-01', '10:00')).toEqual({ kind: 'ok', instant: new Date('2026-07-01T08:00:00.000Z') });
    expect(at('2026-01-01', '00:00')).toEqual({ kind: 'ok', instant: new Date('2025-12-31T23:00:00.000Z') });
    expect(at('2026-12-31', '23:59')).toEqual({ kind: 'ok', instant: new Date('2026-12-31T22:59:00.000Z') });
  });

  it('finds no instant in the hour the clocks skip (last Sunday of March, 02:00–02:59)', () => {
    expect(at('2026-03-29', '02:00')).toEqual({ kind: 'gap' });
    expect(at('2026-03-29', '02:30')).toEqual({ kind: 'gap' });
    expect(at('2026-03-29', '02:59')).toEqual({ kind: 'gap' });
    // The minutes either side exist, an hour apart on the wall, one minute apart in time.
    expect(at('2026-03-29', '01:59')).toEqual({ kind: 'ok', instant: new Date('2026-03-29T00:59:00.000Z') });
    expect(at('2026-03-29', '03:00')).toEqual({ kind: 'ok', instant: new Date('2026-03-29T01:00:00.000Z') });
  });

  it('finds two instants in the hour the clocks repeat (last Sunday of October, 02:00–02:59)', () => {
    expect(at('2026-10-25', '02:30')).toEqual({ kind: 'overlap', instants: [new Date('2026-10-25T00:30:00.000Z'), new Date('2026-10-25T01:30:00.000Z')] });
    expect(at('2026-10-25', '02:00').kind).toBe('overlap');
    expect(at('2026-10-25', '01:59')).toEqual({ kind: 'ok', instant: new Date('2026-10-24T23:59:00.000Z') });
    expect(at('2026-10-25', '03:00')).toEqual({ kind: 'ok', instant: new Date('2026-10-25T02:00:00.000Z') });
  });

  it('follows the zone it is given (New York changes on other days)', () => {
    expect(at('2026-03-29', '02:30', 'America/New_York').kind).toBe('ok');
    expect(at('2026-03-08', '02:30', 'America/New_York')).toEqual({ kind: 'gap' });
    expect(at('2026-07-01', '10:00', 'UTC')).toEqual({ kind: 'ok', instant: new Date('2026-07-01T10:00:00.000Z') });
  });

  it('refuses dates and times that do not exist or are not written as asked', () => {
    expect(at('2026-02-30', '10:00')).toEqual({ kind: 'invalid_date' });
    expect(at('2027-02-29', '10:00')).toEqual({ kind: 'invalid_date' });
    expect(at('2028-02-29', '10:00').kind).toBe('ok');
    expect(at('2026-13-01', '10:00')).toEqual({ kind: 'invalid_date' });
    expect(at('2026-04-31', '10:00')).toEqual({ kind: 'invalid_date' });
    expect(at('2026-00-10', '10:00')).toEqual({ kind: 'invalid_date' });
    expect(at('1/12/2026', '10:00')).toEqual({ kind: 'invalid_date' });
    expect(at('2026-12-01', '25:00')).toEqual({ kind: 'invalid_time' });
    expect(at('2026-12-01', '24:00')).toEqual({ kind: 'invalid_time' });
    expect(at('2026-12-01', '10:60')).toEqual({ kind: 'invalid_time' });
    expect(at('2026-12-01', '9:00')).toEqual({ kind: 'invalid_time' });
  });

  it('tells an instant back as the wall time, on either side of a change', () => {
    expect(wallTimeOf(new Date('2026-10-25T00:30:00.000Z'), MADRID)).toEqual({ date: '2026-10-25', time: '02:30' });
    expect(wallTimeOf(new Date('2026-10-25T01:30:00.000Z'), MADRID)).toEqual({ date: '2026-10-25', time: '02:30' });
    expect(wallTimeOf(new Date('2026-03-29T01:00:00.000Z'), MADRID)).toEqual({ date: '2026-03-29', time: '03:00' });
    expect(wallTimeOf(new Date('2026-12-31T23:30:00.000Z'), MADRID)).toEqual({ date: '2027-01-01', time: '00:30' });
  });

  it('knows a time zone from a name that is none', () => {
    expect(isTimeZone(MADRID)).toBe(true);
    expect(isTimeZone('Europe/Banyoles')).toBe(false);
  });
});

describe('the schedule’s rules', () => {
  it('retries a failed publication after a tick, doubling, at most every five minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([15_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000]);
  });

  it('says in the record when a publication came late, and why', () => {
    const base = { number: 49, publishAt: '2026-12-01T09:00:00.000Z', scheduledBy: { personId: 3, name: 'Anna Editora' }, timeZone: MADRID };
    const onTime = scheduledPublicationNote({ ...base, publishedAt: new Date(Date.parse(base.publishAt) + LATE_AFTER_MS).toISOString(), failedAttempts: 0 });
    expect(onTime).toBe('Programada per al 1 de desembre de 2026, 10:00 per Anna Editora.');
    const afterRestart = scheduledPublicationNote({ ...base, publishedAt: '2026-12-01T09:42:00.000Z', failedAttempts: 0 });
    expect(afterRestart).toBe('Programada per al 1 de desembre de 2026, 10:00 per Anna Editora. Publicada amb retard (42 min): el servidor no estava en marxa a l’hora programada.');
    expect(scheduledPublicationNote({ ...base, publishedAt: '2026-12-01T09:02:00.000Z', failedAttempts: 3 })).toMatch(/amb retard \(2 min\): després de 3 intents fallits\.$/);
  });
});
