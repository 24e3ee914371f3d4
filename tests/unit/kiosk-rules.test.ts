/**
 * The event kiosk's pure rules (common/kiosk.ts): idle timing, the attract loop, recovery backoff,
 * where links lead, the arrow keys, and what the start screen calls the latest edition.
 */
import { describe, expect, it } from 'vitest';
import { isKioskPath } from '../../common/routes/index.js';
import {
  KIOSK,
  arrowKeyDirection,
  attractSlide,
  idlePhase,
  kioskTarget,
  latestEditionKicker,
  neighbourArticles,
  retryDelay,
  untilNextPhase,
  visitorKey,
  wholeLines,
} from '../../common/kiosk.js';

describe('idle timing (issue 13 §3, §4)', () => {
  it('is active under a minute, attracts from 60 s and resets from 90 s', () => {
    expect(idlePhase(0)).toBe('active');
    expect(idlePhase(59_999)).toBe('active');
    expect(idlePhase(60_000)).toBe('attract');
    expect(idlePhase(89_999)).toBe('attract');
    expect(idlePhase(90_000)).toBe('reset');
    expect(idlePhase(8 * 3_600_000)).toBe('reset');
  });

  it('says how long until the next change, and nothing more once reset', () => {
    expect(untilNextPhase(0)).toBe(60_000);
    expect(untilNextPhase(45_000)).toBe(15_000);
    expect(untilNextPhase(60_000)).toBe(30_000);
    expect(untilNextPhase(89_000)).toBe(1_000);
    expect(untilNextPhase(90_000)).toBeNull();
    // A clock that went backwards counts as a fresh touch, not a negative wait.
    expect(untilNextPhase(-5_000)).toBe(60_000);
  });
});

describe('the attract loop', () => {
  it('shows each slide for slideMs and loops', () => {
    const slides = 4;
    expect(attractSlide(0, slides)).toBe(0);
    expect(attractSlide(KIOSK.slideMs - 1, slides)).toBe(0);
    expect(attractSlide(KIOSK.slideMs, slides)).toBe(1);
    expect(attractSlide(KIOSK.slideMs * 3, slides)).toBe(3);
    expect(attractSlide(KIOSK.slideMs * 4, slides)).toBe(0);
    expect(attractSlide(KIOSK.slideMs * 4001, slides)).toBe(1);
  });

  it('stays on the first slide when there is nothing to loop over', () => {
    expect(attractSlide(KIOSK.slideMs * 3, 0)).toBe(0);
    expect(attractSlide(-1, 3)).toBe(0);
  });
});

describe('recovery backoff (issue 13 §8)', () => {
  it('waits 2 s, then doubles up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(retryDelay)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(retryDelay(-3)).toBe(2_000);
  });
});

describe('where a link followed in the kiosk leads (issue 13 §5)', () => {
  const origin = 'https://revista.example';

  it('keeps screens of the magazine inside /quiosc', () => {
    expect(isKioskPath('/quiosc')).toBe(true);
    expect(isKioskPath('/quiosc/edicio/4')).toBe(true);
    expect(isKioskPath('/quiosco')).toBe(false);
    expect(kioskTarget('/llibres/una-lectura', origin)).toEqual({ kind: 'inside', path: '/llibres/una-lectura' });
    expect(kioskTarget('/quiosc/edicio/4', origin)).toEqual({ kind: 'inside', path: '/edicio/4' });
    expect(kioskTarget('/quiosc', origin)).toEqual({ kind: 'inside', path: '/' });
    expect(kioskTarget('https://revista.example/cerca?q=mar#r', origin)).toEqual({ kind: 'inside', path: '/cerca?q=mar#r' });
  });

  it('turns addresses of the open web, mail and phone into QR codes', () => {
    expect(kioskTarget('https://twitter.com/revista', origin)).toEqual({ kind: 'external', url: 'https://twitter.com/revista' });
    expect(kioskTarget('http://revista.example:8080/', origin)).toEqual({ kind: 'external', url: 'http://revista.example:8080/' });
    expect(kioskTarget('mailto:redaccio@revista.example', origin)).toEqual({ kind: 'external', url: 'mailto:redaccio@revista.example' });
  });

  it('refuses downloads, staff screens, the API and other schemes', () => {
    for (const href of [
      '/edicio/4/pdf', '/quiosc/edicio/4/pdf', '/redaccio', '/quiosc/redaccio', '/admin-connections-2024', '/api/pdf/edition/4',
      '/media/cover.jpg', '/sitemap.xml', 'javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,hola', 'http://[::1',
    ]) {
      expect(kioskTarget(href, origin), href).toEqual({ kind: 'refused' });
    }
  });
});

describe('articles either side in an edition', () => {
  const articles = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];
  it('gives the neighbours, none past the ends, and none for an article not in the edition', () => {
    expect(neighbourArticles(articles, 'b')).toEqual({ previous: { _id: 'a' }, next: { _id: 'c' } });
    expect(neighbourArticles(articles, 'a')).toEqual({ previous: null, next: { _id: 'b' } });
    expect(neighbourArticles(articles, 'c')).toEqual({ previous: { _id: 'b' }, next: null });
    expect(neighbourArticles(articles, 'z')).toEqual({ previous: null, next: null });
  });
});

describe('visitor keys', () => {
  it('writes random bytes as hex, so each visitor gets a key of their own', () => {
    expect(visitorKey(Uint8Array.from([0, 15, 255, 16]))).toBe('000fff10');
    expect(visitorKey(new Uint8Array(16))).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('what the start screen calls the latest edition', () => {
  it('says this month only while the edition is of this month at the magazine', () => {
    expect(latestEditionKicker('2026-12-01', new Date('2026-12-31T12:00:00Z'))).toBe('L’edició d’aquest mes');
    expect(latestEditionKicker('2024-01-01', new Date('2024-01-15T10:00:00Z'))).toBe('L’edició d’aquest mes');
    // 23:30 UTC on 31 January is already February in Banyoles.
    expect(latestEditionKicker('2024-01-01', new Date('2024-01-31T23:30:00Z'))).toBe('L’edició de gener de 2024');
  });

  it('otherwise names its month, with the elision the month asks for', () => {
    const december2026 = new Date('2026-12-10T10:00:00Z');
    expect(latestEditionKicker('2024-01-01', december2026)).toBe('L’edició de gener de 2024');
    expect(latestEditionKicker('2026-04-01', december2026)).toBe('L’edició d’abril de 2026');
    expect(latestEditionKicker('2025-08-01', december2026)).toBe('L’edició d’agost de 2025');
    expect(latestEditionKicker('2025-10-01', december2026)).toBe('L’edició d’octubre de 2025');
    expect(latestEditionKicker('2025-12-01', december2026)).toBe('L’edició de desembre de 2025');
    // A date it cannot read claims no month.
    expect(latestEditionKicker('gener', december2026)).toBe('L’última edició');
  });
});

describe('the attract loop’s summary in whole lines', () => {
  it('counts the lines that fit whole, half a pixel short still one', () => {
    expect(wholeLines(48, 38.86)).toBe(1);
    expect(wholeLines(77.1, 38.86)).toBe(1);
    expect(wholeLines(77.5, 38.86)).toBe(2);
    expect(wholeLines(224.14, 44.83)).toBe(5);
    expect(wholeLines(20, 38.86)).toBe(0);
    expect(wholeLines(0, 38.86)).toBe(0);
  });

  it('gives no count while the line height is unknown', () => {
    expect(wholeLines(48, Number.NaN)).toBeNull();
    expect(wholeLines(48, 0)).toBeNull();
  });
});

describe('the arrow keys', () => {
  const key = (k: string, mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) => ({
    key: k,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...mods,
  });

  it('turn back with ← and forward with →, as a swipe does', () => {
    expect(arrowKeyDirection(key('ArrowLeft'))).toBe('previous');
    expect(arrowKeyDirection(key('ArrowRight'))).toBe('next');
    expect(arrowKeyDirection(key('ArrowUp'))).toBeNull();
    expect(arrowKeyDirection(key('Enter'))).toBeNull();
  });

  it('leave the keys with a modifier to the browser and the system', () => {
    expect(arrowKeyDirection(key('ArrowLeft', { altKey: true }))).toBeNull();
    expect(arrowKeyDirection(key('ArrowRight', { shiftKey: true }))).toBeNull();
    expect(arrowKeyDirection(key('ArrowRight', { ctrlKey: true }))).toBeNull();
    expect(arrowKeyDirection(key('ArrowLeft', { metaKey: true }))).toBeNull();
  });
});
