/**
 * The magazine's clock is the install's (MAGAZINE_TIME_ZONE), Europe/Madrid unless it names
 * another: the day, year and hours drawn everywhere follow it, and go back with it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_MAGAZINE_TIME_ZONE,
  magazineClockTime,
  magazineDay,
  magazineTimeZone,
  magazineYear,
  onMagazineDateTime,
  setMagazineTimeZone,
} from '../../common/dates.js';
import { latestEditionKicker } from '../../common/kiosk.js';

// 31 January 2024 at 12:00 UTC: 13:00 of the 31st in Banyoles, 02:00 of 1 February at UTC+14.
const NOON = '2024-01-31T12:00:00.000Z';
// 31 December 2024 at 12:00 UTC: already 2025 at UTC+14.
const NEW_YEAR = new Date('2024-12-31T12:00:00.000Z');

afterEach(() => setMagazineTimeZone(DEFAULT_MAGAZINE_TIME_ZONE));

describe("the magazine's time zone", () => {
  it('is Europe/Madrid unless the install names another', () => {
    expect(magazineTimeZone()).toBe('Europe/Madrid');
    expect(magazineDay(NOON)).toBe('2024-01-31');
    expect(magazineClockTime(NOON)).toBe('13:00:00');
    expect(magazineYear(NEW_YEAR)).toBe(2024);
    expect(latestEditionKicker('2024-01-01', new Date(NOON))).toBe('L’edició d’aquest mes');
  });

  it("moves every date drawn on the magazine's clock, and back", () => {
    setMagazineTimeZone('Pacific/Kiritimati');
    expect(magazineTimeZone()).toBe('Pacific/Kiritimati');
    expect(magazineDay(NOON)).toBe('2024-02-01');
    expect(magazineClockTime(NOON)).toBe('02:00:00');
    expect(magazineYear(NEW_YEAR)).toBe(2025);
    expect(onMagazineDateTime(NOON, 'a')).toBe('a l’1 de febrer de 2024, 02:00');
    // January's edition is no longer "this month's" on 1 February.
    expect(latestEditionKicker('2024-01-01', new Date(NOON))).toBe('L’edició de gener de 2024');

    setMagazineTimeZone(DEFAULT_MAGAZINE_TIME_ZONE);
    expect(magazineDay(NOON)).toBe('2024-01-31');
    expect(magazineClockTime(NOON)).toBe('13:00:00');
  });
});
