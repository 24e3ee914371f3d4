/**
 * What the kiosk's start screen and attract loop say: the latest edition is 'L’edició d’aquest
 * mes' only in its month, otherwise it is named by its month; a link out tells a screen reader
 * it shows a QR code (in the kiosk nothing opens a tab); and the loop's summary is cut to the
 * whole lines its column leaves it. Fake timers move the clock.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contentApi } from '../../common/api/content.js';
import { KIOSK } from '../../common/kiosk.js';
import type { IssueWithArticles } from '../../common/types.js';
import HomePage from '../../renderer/pages/home/HomePage.js';
import KioskApp from '../../renderer/shell/kiosk/KioskApp.js';
import { fakeApi } from './fakeApi.js';
import { latestIssue } from './fixtures.js';
import { renderScreen } from './render.js';

/** Edition 48, dated 1 January 2024, its cover credited to a painter with a site. */
function edition48(): IssueWithArticles {
  const answer = latestIssue(48);
  return { ...answer, issue: { ...answer.issue, coverCredit: { artist: 'Anna Soler', artwork: 'L’estany al matí', profileUrl: 'https://annasoler.example/obra' } } };
}

function kioskOn(day: string) {
  vi.useFakeTimers({ now: new Date(day), shouldAdvanceTime: true });
  fakeApi([[contentApi.latestIssue, edition48]]);
  return renderScreen(<KioskApp />, { route: '/' });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const startScreen = () => screen.findByRole('heading', { level: 1, name: /Número 48/ });

describe('the latest edition, as the kiosk names it', () => {
  it('is named by its month when that month is over, on the start screen and in the attract loop', async () => {
    kioskOn('2026-12-10T10:00:00Z');
    await startScreen();
    expect(screen.getByText('L’edició de gener de 2024')).toBeTruthy();
    expect(screen.queryByText('L’edició d’aquest mes')).toBeNull();
    await wait(KIOSK.attractAfterMs);
    const attract = screen.getByTestId('attract');
    expect(within(attract).getByText('L’edició de gener de 2024')).toBeTruthy();
    expect(within(attract).queryByText('L’edició d’aquest mes')).toBeNull();
  });

  it('is this month’s edition while its month lasts', async () => {
    kioskOn('2024-01-20T10:00:00Z');
    await startScreen();
    expect(screen.getByText('L’edició d’aquest mes')).toBeTruthy();
    await wait(KIOSK.attractAfterMs);
    expect(within(screen.getByTestId('attract')).getByText('L’edició d’aquest mes')).toBeTruthy();
  });
});

describe('a link out, to a screen reader', () => {
  it('says in the kiosk that it shows a QR code, not that it opens a tab', async () => {
    kioskOn('2026-12-10T10:00:00Z');
    await startScreen();
    const link = screen.getByRole('link', { name: 'Descobreix l’obra d’Anna Soler (mostra un codi QR per continuar al mòbil)' });
    expect(link.textContent).not.toContain('pestanya');
    fireEvent.click(link);
    // The dialog is titled with the link's words alone.
    const dialog = screen.getByRole('dialog', { name: 'Continua al mòbil' });
    expect(within(dialog).getByText('Descobreix l’obra d’Anna Soler')).toBeTruthy();
    expect(dialog.textContent).not.toContain('codi QR per continuar');
  });

  it('still says on the site that it opens a new tab', async () => {
    fakeApi([[contentApi.latestIssue, edition48]]);
    renderScreen(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Descobreix l’obra d’Anna Soler (s’obre en una pestanya nova)' })).toBeTruthy();
  });
});

describe('the attract loop’s summary', () => {
  /** The layout a browser would give: the summary's box `height` px tall, its lines 38.86 px apart. */
  function laidOut(summaryText: string, height: number) {
    const isSummary = (el: Element) => el.textContent === summaryText;
    const rect = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return isSummary(this) ? new DOMRect(0, 600, 700, height) : rect.call(this);
    });
    const style = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((el: Element) => {
      const computed = style(el);
      if (!isSummary(el)) return computed;
      return new Proxy(computed, {
        get(target, property) {
          if (property === 'lineHeight') return '38.86px';
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      });
    });
  }

  async function firstArticleSlide() {
    kioskOn('2026-12-10T10:00:00Z');
    await startScreen();
    await wait(KIOSK.attractAfterMs);
    await wait(KIOSK.slideMs);
    const attract = screen.getByTestId('attract');
    expect(attract.dataset.slide).toBe('1');
    return within(attract).getByText("Resum de l'article 1.", { selector: 'p' });
  }

  it('is clamped to the whole lines its column leaves it, not cut through a line', async () => {
    // A 820×1180 tablet: 48 px of room, one line and a quarter.
    laidOut("Resum de l'article 1.", 48);
    const summary = await firstArticleSlide();
    expect(summary.style.getPropertyValue('--whole-lines')).toBe('1');
    expect(summary.hidden).toBe(false);
  });

  it('is left out where not one whole line fits', async () => {
    laidOut("Resum de l'article 1.", 30);
    const summary = await firstArticleSlide();
    expect(summary.hidden).toBe(true);
  });
});
