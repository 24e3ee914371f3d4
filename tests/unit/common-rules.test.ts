/** The shared rules of common/: card sizes and summaries, dates, author lists, swipe, history, pagination. */
import { countLabel } from '../../common/plural.js';
import { describe, expect, it } from 'vitest';
import { articleAuthors, authorColor, authorInitials, contrastWithWhite, formatAuthorList } from '../../common/authors.js';
import { cardSize, cardSummary, summarySource } from '../../common/cards.js';
import { CARD_SIZE_PATTERN, HISTORY } from '../../common/constants.js';
import { formatArticleDate, formatLongDate, formatMonthHeading, formatMonthOfYear, formatMonthYear, formatRelativeTime, formatWeekdayDay, ofMonthYear, onLongDate, onMagazineDateTime, parseArticleDate, parseIsoSpan } from '../../common/dates.js';
import { addToHistory, parseHistory, popularQueries, removeFromHistory } from '../../common/history.js';
import { pagination } from '../../common/api/pagination.js';
import { pageWindow } from '../../common/pageWindow.js';
import { robotsFor } from '../../common/robots.js';
import { sectionName } from '../../common/sections.js';
import { canNavigate, decideSwipe, swipePhase } from '../../common/swipe.js';
import { isTrackedPath } from '../../common/tracking.js';
import type { BodyBlock } from '../../common/types.js';

describe('card sizes (spec §2: ten-step pattern)', () => {
  it('follows large, medium, small, small, medium, medium, large, small, medium, medium and repeats', () => {
    const sizes = Array.from({ length: 12 }, (_, i) => cardSize(i));
    expect(sizes).toEqual([
      'large', 'medium', 'small', 'small', 'medium', 'medium', 'large', 'small', 'medium', 'medium', 'large', 'medium',
    ]);
    expect(CARD_SIZE_PATTERN).toHaveLength(10);
  });
});

describe('card summaries (spec §2, §9)', () => {
  const paragraphs: BodyBlock[] = [
    { type: 'title', content: 'Títol' },
    { type: 'paragraph', content: 'Primer paràgraf.' },
    { type: 'paragraph', content: 'Peu de foto', className: 'image-foot' },
    { type: 'paragraph', content: 'Segon paràgraf.' },
  ];

  it('uses the summary when there is one, else the paragraphs joined by two line breaks', () => {
    expect(summarySource({ summary: 'Resum', text: paragraphs })).toBe('Resum');
    expect(summarySource({ summary: '  ', text: paragraphs })).toBe('Primer paràgraf.<br><br>Segon paràgraf.');
    expect(summarySource({})).toBe('');
  });

  it('cuts large cards at 2750 and medium at 600 characters with an ellipsis', () => {
    const long = 'paraula '.repeat(500).trim();
    const large = cardSummary({ summary: long }, 'large');
    const medium = cardSummary({ summary: long }, 'medium');
    expect(large.truncated).toBe(true);
    expect(large.html.length).toBeLessThanOrEqual(2751);
    expect(large.html.endsWith('…')).toBe(true);
    expect(medium.html.length).toBeLessThanOrEqual(601);
    expect(medium.html.endsWith('…')).toBe(true);
  });

  it('shows small cards in full and leaves short summaries untouched', () => {
    const long = 'paraula '.repeat(500).trim();
    expect(cardSummary({ summary: long }, 'small')).toEqual({ html: long, truncated: false });
    expect(cardSummary({ summary: '<em>Breu</em>' }, 'large')).toEqual({ html: '<em>Breu</em>', truncated: false });
  });

  it('never leaves a cut tag or unescaped text in a truncated summary', () => {
    const html = `<p>${'a&lt;b '.repeat(200)}</p>`;
    const { html: cut } = cardSummary({ summary: html }, 'medium');
    expect(cut).not.toMatch(/<p|<\/p/);
    expect(cut).toContain('a&lt;b');
  });
});

describe('dates (spec §5)', () => {
  it('formats day/month/year with the long Catalan month, eliding before vowels', () => {
    expect(formatArticleDate('7/3/2024')).toBe('7 de març de 2024');
    expect(formatArticleDate('15/4/2023')).toBe('15 d’abril de 2023');
    expect(formatArticleDate('1/10/2021')).toBe('1 d’octubre de 2021');
  });

  it('shows the original text unless there are three numeric parts', () => {
    expect(formatArticleDate('Primavera de 2022')).toBe('Primavera de 2022');
    expect(formatArticleDate('7/3')).toBe('7/3');
    expect(formatArticleDate('7/març/2024')).toBe('7/març/2024');
    expect(parseArticleDate('31/13/2024')).toBeNull();
  });

  it('formats ISO dates long, and as month and year', () => {
    expect(formatLongDate('2024-01-01')).toBe('1 de gener de 2024');
    expect(formatLongDate('2023-08-15T10:00:00Z')).toBe('15 d’agost de 2023');
    expect(formatMonthYear('2022-02-01')).toBe('Febrer 2022');
    expect(formatMonthOfYear('2022-02-01')).toBe('febrer de 2022');
    expect(formatMonthOfYear('2024-10-15T08:00:00.000Z')).toBe('octubre de 2024');
  });

  it('names a day with its weekday, and a month as a heading and after de', () => {
    expect(formatWeekdayDay('2026-12-01')).toBe('dimarts, 1 de desembre');
    expect(formatWeekdayDay('2026-10-01')).toBe('dijous, 1 d’octubre');
    expect(formatMonthHeading('2026-10')).toBe('Octubre de 2026');
    expect(ofMonthYear('2026-10')).toBe('d’octubre de 2026');
    expect(ofMonthYear('2026-12')).toBe('de desembre de 2026');
    // The words the calendar took from ICU (ca-ES) before, every day of a year.
    const icu = new Intl.DateTimeFormat('ca-ES', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    for (let day = Date.UTC(2027, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      expect(formatWeekdayDay(new Date(day).toISOString().slice(0, 10))).toBe(icu.format(day));
    }
  });

  it('leads a date with its article, elided before 1 and 11 and contracted after a and de', () => {
    expect(onLongDate('2023-08-15')).toBe('el 15 d’agost de 2023');
    expect(onLongDate('2024-01-01')).toBe('l’1 de gener de 2024');
    expect(onLongDate('2024-01-11', 'a')).toBe('a l’11 de gener de 2024');
    expect(onLongDate('2024-01-21', 'a')).toBe('al 21 de gener de 2024');
    expect(onLongDate('2024-10-01', 'de')).toBe('de l’1 d’octubre de 2024');
    expect(onLongDate('2024-10-10', 'de')).toBe('del 10 d’octubre de 2024');
    expect(onLongDate('no és una data')).toBe('no és una data');
  });

  it('says an instant on the magazine’s calendar and clock, led by its article', () => {
    // 23:30 UTC on 30 November is 00:30 on 1 December in Banyoles.
    expect(onMagazineDateTime('2026-11-30T23:30:00.000Z')).toBe('l’1 de desembre de 2026, 00:30');
    expect(onMagazineDateTime('2026-11-30T23:30:00.000Z', 'a')).toBe('a l’1 de desembre de 2026, 00:30');
    expect(onMagazineDateTime('2026-03-10T02:00:00.000Z', 'de')).toBe('del 10 de març de 2026, 03:00');
    expect(onMagazineDateTime('ahir')).toBe('ahir');
  });

  it('writes relative times of the search history', () => {
    const now = Date.UTC(2024, 0, 20, 12);
    expect(formatRelativeTime(now - 30_000, now)).toBe('Ara mateix');
    expect(formatRelativeTime(now - 5 * 60_000, now)).toBe('Fa 5 min');
    expect(formatRelativeTime(now - 3 * 3_600_000, now)).toBe('Fa 3 h');
    expect(formatRelativeTime(now - 2 * 86_400_000, now)).toBe('Fa 2 dies');
    expect(formatRelativeTime(now - 10 * 86_400_000, now)).toMatch(/^10 gen\.$/);
  });
});

describe('ISO 8601 bounds of API bodies', () => {
  it('reads a date as its whole UTC day and a date-time with a zone as its instant', () => {
    const day = Date.parse('2026-11-16T00:00:00Z');
    expect(parseIsoSpan('2026-11-16')).toEqual({ from: day, to: day + 86_400_000 });
    expect(parseIsoSpan('2026-11-16T00:00:00.000Z')).toEqual({ from: day, to: day + 1 });
    expect(parseIsoSpan('2026-11-16T01:30+01:00')).toEqual({ from: day + 1_800_000, to: day + 1_800_001 });
    expect(parseIsoSpan('2024-02-29')).not.toBeNull();
  });

  it('refuses days that do not exist, date-times without a zone, and other shapes', () => {
    for (const text of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-11-16T10:00:00', '2026-11-16T25:00:00Z', '16/11/2026', '2026-11-16 ', '2026-11-16junk', '']) {
      expect(parseIsoSpan(text), text).toBeNull();
    }
  });
});

describe('paths kept out of search engines', () => {
  it('covers the staff pages, the kiosk and the admin API, whole folders only', () => {
    expect(robotsFor('/redaccio')).toBe('noindex, nofollow');
    expect(robotsFor('/redaccio/')).toBe('noindex, nofollow');
    expect(robotsFor('/admin-dashboard-2024')).toBe('noindex, nofollow');
    expect(robotsFor('/quiosc')).toBe('noindex');
    expect(robotsFor('/api/connections/stats')).toBe('noindex, nofollow');
    for (const reader of ['/', '/redaccions', '/arxiu', '/quioscs', '/api/issues/latest']) expect(robotsFor(reader), reader).toBeNull();
  });

  it('marks author writes, not author reads', () => {
    expect(robotsFor('/api/authors/3', 'PUT')).toBe('noindex, nofollow');
    expect(robotsFor('/api/authors', 'post')).toBe('noindex, nofollow');
    expect(robotsFor('/api/authors/3')).toBeNull();
    expect(robotsFor('/api/authors', 'HEAD')).toBeNull();
  });
});

/** sRGB channels of hsl(hue 45% lightness%), by the textbook chroma formula (not the one authorColor uses). */
function rgbOf(hue: number, lightness: number): [number, number, number] {
  const l = lightness / 100;
  const chroma = (1 - Math.abs(2 * l - 1)) * 0.45;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - chroma / 2;
  const sector = Math.floor(hue / 60);
  const [r, g, b] = ([[chroma, x, 0], [x, chroma, 0], [0, chroma, x], [0, x, chroma], [x, 0, chroma], [chroma, 0, x]] as const)[sector]!;
  return [r + m, g + m, b + m];
}

describe('author lists (spec §5)', () => {
  it("joins one, two and more names as 'A', 'A i B', 'A, B i C'", () => {
    expect(formatAuthorList(['Anna'])).toBe('Anna');
    expect(formatAuthorList(['Anna', 'Pere'])).toBe('Anna i Pere');
    expect(formatAuthorList(['Anna', 'Pere', 'Joan'])).toBe('Anna, Pere i Joan');
    expect(formatAuthorList(['Anna', 'Pere'], true)).toBe('Per Anna i Pere');
    expect(formatAuthorList([' ', ''])).toBe('');
  });

  it('reads the author list or the single author', () => {
    expect(articleAuthors({ authors: ['A', 'B'], author: 'C' })).toEqual(['A', 'B']);
    expect(articleAuthors({ authors: [], author: 'C' })).toEqual(['C']);
    expect(articleAuthors({})).toEqual([]);
  });

  it('derives initials without particles and a stable colour', () => {
    expect(authorInitials('Maria Aurèlia Capmany')).toBe('MC');
    expect(authorInitials('Joan de Sagarra')).toBe('JS');
    expect(authorInitials('Rodoreda')).toBe('R');
    expect(authorColor('Mercè Rodoreda')).toBe(authorColor('Mercè Rodoreda'));
    expect(authorColor('Mercè Rodoreda')).toMatch(/^hsl\(\d+ 45% \d+%\)$/);
  });

  it('gives every hue a colour the white initials read on at 4.5:1 or more (hue 70 at 36% was 4.07:1)', () => {
    const seen = new Set<number>();
    for (let i = 0; seen.size < 360 && i < 200_000; i++) {
      const [, hue, lightness] = authorColor(`Autor ${i}`).match(/^hsl\((\d+) 45% (\d+)%\)$/)!.map(Number) as [number, number, number];
      seen.add(hue);
      expect(lightness).toBeLessThanOrEqual(36);
      expect(contrastWithWhite(rgbOf(hue, lightness)), `hue ${hue}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(seen.size).toBe(360);
  });

  it('shows unknown section keys raw', () => {
    expect(sectionName('creacio')).toBe('Creació');
    expect(sectionName('poesia')).toBe('poesia');
  });
});

describe('swipe (spec §5, §9)', () => {
  it('counts a swipe only from 50 px, with at most 100 px vertical and more horizontal than vertical', () => {
    expect(decideSwipe({ dx: 49, dy: 0 })).toBeNull();
    expect(decideSwipe({ dx: 50, dy: 0 })).toBe('previous');
    expect(decideSwipe({ dx: -80, dy: 20 })).toBe('next');
    expect(decideSwipe({ dx: 120, dy: 101 })).toBeNull();
    expect(decideSwipe({ dx: 60, dy: 60 })).toBeNull();
  });

  it('shows progress after 10 px and swiping after 20 px', () => {
    expect(swipePhase(10)).toBe('idle');
    expect(swipePhase(-11)).toBe('progress');
    expect(swipePhase(21)).toBe('swiping');
  });

  it('goes to the previous edition only above number 1, to the next only below the latest', () => {
    expect(canNavigate('previous', 1, 48)).toBe(false);
    expect(canNavigate('previous', 2, 48)).toBe(true);
    expect(canNavigate('next', 48, 48)).toBe(false);
    expect(canNavigate('next', 47, 48)).toBe(true);
  });
});

describe('search history (spec §5, §9)', () => {
  const entry = (query: string, timestamp: number) => ({ query, timestamp, resultCount: 3 });

  it('puts the newest first and replaces an earlier search with the same query in any case', () => {
    const history = addToHistory(addToHistory([], entry('Rodoreda', 1)), entry('cinema', 2));
    const again = addToHistory(history, entry('  RODOREDA ', 3));
    expect(again.map((e) => e.query)).toEqual(['RODOREDA', 'cinema']);
  });

  it('ignores empty queries and keeps at most 10 entries', () => {
    expect(addToHistory([entry('a', 1)], entry('   ', 2))).toEqual([entry('a', 1)]);
    let history: ReturnType<typeof addToHistory> = [];
    for (let i = 0; i < 15; i += 1) history = addToHistory(history, entry(`q${i}`, i));
    expect(history).toHaveLength(HISTORY.maxEntries);
    expect(history[0]!.query).toBe('q14');
  });

  it('removes one query, ranks popular ones and survives malformed storage', () => {
    expect(removeFromHistory([entry('Cinema', 1), entry('poesia', 2)], 'cinema').map((e) => e.query)).toEqual(['poesia']);
    expect(popularQueries({ poesia: 2, cinema: 5, art: 2 })).toEqual(['cinema', 'art', 'poesia']);
    expect(parseHistory('{oops')).toEqual([]);
    expect(parseHistory(JSON.stringify([entry('ok', 1), { query: 3 }]))).toEqual([entry('ok', 1)]);
    expect(parseHistory(null)).toEqual([]);
  });
});

describe('pagination', () => {
  it('computes pages from total and limit, at least one', () => {
    expect(pagination({ page: 2, limit: 12, total: 30 })).toEqual({ page: 2, limit: 12, total: 30, pages: 3 });
    expect(pagination({ page: 1, limit: 12, total: 0 }).pages).toBe(1);
  });

  it('shows pages within 2 of the current one (spec §2)', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});

describe('page views: which screens count', () => {
  it('counts readers’ and kiosk screens, not staff screens, print views, the API or files', () => {
    for (const path of ['/', '/edicio/3', '/poesia/un-poema', '/quiosc', '/quiosc/edicio/3', '/redaccions-antigues', '/llibres/pdf']) {
      expect(isTrackedPath(path), path).toBe(true);
    }
    for (const path of [
      '/admin-dashboard-2024', '/admin-connections-2024', '/redaccio', '/redaccio/', '/edicio/3/pdf', '/quiosc/edicio/3/pdf',
      '/quiosc/redaccio', '/api/issues/latest', '/api/images/coberta.jpg', '/sitemap.xml',
    ]) {
      expect(isTrackedPath(path), path).toBe(false);
    }
  });
});

describe('countLabel (common/plural.ts)', () => {
  it('says a count in words with the noun that agrees, numbers in Catalan', () => {
    expect(countLabel(1, 'article', 'articles')).toBe('1 article');
    expect(countLabel(0, 'article', 'articles')).toBe('0 articles');
    expect(countLabel(12, 'article', 'articles')).toBe('12 articles');
    expect(countLabel(7609, 'connexió', 'connexions')).toBe('7.609 connexions');
  });
});
