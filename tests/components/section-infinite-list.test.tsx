/**
 * A section page's infinite list (spec §2, §4, §9): page 1 by itself, the next page when the
 * sentinel (threshold 0.8, margin 100px) comes into view, 'Carregant més ...', 'Scroll per veure
 * més', 'Has vist tots els articles de ...' with the total; empty and error states, retry.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contentApi } from '../../common/api/content.js';
import SectionPage, { SECTION_ERROR } from '../../renderer/pages/section/SectionPage.js';
import { fakeApi } from './fakeApi.js';
import { articleSummary, pagination } from './fixtures.js';
import { fakeIntersection } from './intersection.js';
import { renderScreen } from './render.js';

/** `total` articles of a section, twelve a page; `hold` keeps a page's answer until released. */
function sectionApi(total: number, { failPages = new Set<number>(), hold }: { failPages?: Set<number>; hold?: Promise<void> } = {}) {
  return fakeApi([
    [contentApi.listArticles, async ({ query }) => {
      const page = query.page;
      const section = query.section!;
      if (page > 1 && hold) await hold;
      if (failPages.has(page)) return new Response('{}', { status: 500 });
      const from = (page - 1) * 12;
      const articles = Array.from({ length: Math.max(0, Math.min(12, total - from)) }, (_, i) => articleSummary(from + i + 1, section));
      return { articles, pagination: pagination(page, total, 12) };
    }],
  ]);
}

const cards = () => within(screen.getByRole('list', { name: 'Articles de Llibres' })).getAllByRole('listitem');

describe('section page infinite list', () => {
  it('loads twelve, then the next twelve when the sentinel shows, until it says all are seen', async () => {
    const view = fakeIntersection();
    let release!: () => void;
    const api = sectionApi(30, { hold: new Promise((r) => (release = r)) });
    renderScreen(<SectionPage route={{ id: 'section', pattern: '/llibres', section: 'llibres' }} />);
    expect(await screen.findByText('Scroll per veure més')).toBeTruthy();
    expect(cards()).toHaveLength(12);
    expect(view.created.at(-1)).toEqual({ threshold: 0.8, rootMargin: '100px' });
    const first = api.callsTo(contentApi.listArticles)[0]!.query;
    expect([first.section, first.page, first.limit]).toEqual(['llibres', 1, 12]);

    act(() => view.showAll());
    expect(await screen.findByText('Carregant més articles...')).toBeTruthy();
    expect(screen.queryByText('Scroll per veure més')).toBeNull();
    // While a page loads, the sentinel asks for nothing more.
    act(() => view.showAll());
    release();
    await screen.findByText('Scroll per veure més');
    expect(cards()).toHaveLength(24);

    act(() => view.showAll());
    expect(await screen.findByText('Has vist tots els articles de Llibres (30 articles)')).toBeTruthy();
    expect(cards()).toHaveLength(30);
    expect(screen.queryByText('Scroll per veure més')).toBeNull();
    act(() => view.showAll());
    expect(api.callsTo(contentApi.listArticles).map((c) => c.query.page)).toEqual([1, 2, 3]);
  });

  it("says 'No hi ha articles disponibles' for an empty section", async () => {
    fakeIntersection();
    sectionApi(0);
    renderScreen(<SectionPage route={{ id: 'section', pattern: '/llibres', section: 'llibres' }} />);
    expect(await screen.findByText('No hi ha articles disponibles')).toBeTruthy();
    expect(screen.queryByText(/Has vist tots/)).toBeNull();
  });

  it('shows the error when the first page fails, and Tornar a provar loads it', async () => {
    fakeIntersection();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failPages = new Set([1]);
    sectionApi(5, { failPages });
    renderScreen(<SectionPage route={{ id: 'section', pattern: '/llibres', section: 'llibres' }} />);
    const alert = await screen.findByRole('alert');
    // The list keeps the failure's message (spec §4), for the log.
    expect(logged).toHaveBeenCalledWith('No s’ha pogut carregar la llista de la secció:', 'HTTP error! status: 500');
    expect(within(alert).getByText(SECTION_ERROR)).toBeTruthy();
    expect(SECTION_ERROR).toBe('Error carregant les dades. Si us plau, torna-ho a provar.');
    failPages.clear();
    fireEvent.click(within(alert).getByRole('button', { name: 'Tornar a provar' }));
    expect(await screen.findByText('Has vist tots els articles de Llibres (5 articles)')).toBeTruthy();
  });

  it('keeps what it has when a later page fails, and retries that page', async () => {
    const view = fakeIntersection();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failPages = new Set([2]);
    const api = sectionApi(20, { failPages });
    renderScreen(<SectionPage route={{ id: 'section', pattern: '/llibres', section: 'llibres' }} />);
    await screen.findByText('Scroll per veure més');
    act(() => view.showAll());
    const alert = await screen.findByRole('alert');
    expect(cards()).toHaveLength(12);
    failPages.clear();
    fireEvent.click(within(alert).getByRole('button', { name: 'Tornar a provar' }));
    expect(await screen.findByText('Has vist tots els articles de Llibres (20 articles)')).toBeTruthy();
    expect(cards()).toHaveLength(20);
    expect(api.callsTo(contentApi.listArticles).map((c) => c.query.page)).toEqual([1, 2, 2]);
  });

  it('starts over for another section', async () => {
    fakeIntersection();
    sectionApi(3);
    const { rerender } = renderScreen(<SectionPage route={{ id: 'section', pattern: '/llibres', section: 'llibres' }} />);
    await screen.findByText('Has vist tots els articles de Llibres (3 articles)');
    rerender(<SectionPage route={{ id: 'section', pattern: '/llocs', section: 'llocs' }} />);
    expect(await screen.findByText('Has vist tots els articles de Llocs (3 articles)')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Articles de Llocs' })).getAllByRole('listitem')).toHaveLength(3);
  });
});
