/**
 * The author profile's 'Articles' tab (spec §2, §4): fetched only while the tab is open, twelve a
 * page; 'Carregar més articles' (showing 'Carregant...') appends the next page; empty and error.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authorsApi } from '../../common/api/authors.js';
import { ArticlesPanel } from '../../renderer/views/author/ArticlesPanel.js';
import { fakeApi } from './fakeApi.js';
import { pagination } from './fixtures.js';
import { renderScreen } from './render.js';

const SLUG = 'marta-puig';
const ROUTE = authorsApi.articlesBySlug;

function authorApi(total: number, { failPages = new Set<number>(), hold }: { failPages?: Set<number>; hold?: Promise<void> } = {}) {
  return fakeApi([
    [
      ROUTE,
      async ({ params, query }) => {
      expect(params.slug).toBe(SLUG);
      const page = query.page;
      if (page > 1 && hold) await hold;
      if (failPages.has(page)) return new Response('{}', { status: 500 });
      const from = (page - 1) * 12;
      const articles = Array.from({ length: Math.max(0, Math.min(12, total - from)) }, (_, i) => ({
        _id: `a${from + i + 1}`,
        section: 'llibres' as const,
        url: `article-${from + i + 1}`,
        title: `Article ${from + i + 1}`,
        summary: 'Un resum.',
        imageCard: 'card.jpg',
        year: 2023,
        issueNumber: 40,
      }));
      return { articles, pagination: pagination(page, total, 12) };
      },
    ],
  ]);
}

const items = () => screen.getAllByRole('heading', { level: 2 });

describe("author's articles tab", () => {
  it('asks for nothing while the tab is closed', () => {
    const api = authorApi(3);
    renderScreen(<ArticlesPanel slug={SLUG} active={false} />);
    expect(api.calls).toEqual([]);
  });

  it("shows twelve with section, year and 'Edició N', and appends the next page on 'Carregar més articles'", async () => {
    let release!: () => void;
    const api = authorApi(14, { hold: new Promise((r) => (release = r)) });
    renderScreen(<ArticlesPanel slug={SLUG} active />);
    const more = await screen.findByRole('button', { name: 'Carregar més articles' });
    expect(items()).toHaveLength(12);
    expect(within(items()[0]!).getByRole('link').getAttribute('href')).toBe('/llibres/article-1');
    expect(screen.getAllByText('Edició 40')).toHaveLength(12);
    expect(api.callsTo(ROUTE)[0]!.query.limit).toBe(12);

    fireEvent.click(more);
    const loading = await screen.findByRole('button', { name: 'Carregant...' });
    expect(loading.hasAttribute('disabled')).toBe(true);
    release();
    await screen.findByText('Article 14');
    expect(items()).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Carregar més articles' })).toBeNull();
    expect(api.callsTo(ROUTE).map((c) => c.query.page)).toEqual([1, 2]);
  });

  it("says 'Encara no hi ha articles publicats' for an author without articles", async () => {
    authorApi(0);
    renderScreen(<ArticlesPanel slug={SLUG} active />);
    expect(await screen.findByText('Encara no hi ha articles publicats')).toBeTruthy();
  });

  it('offers to try again when the list fails', async () => {
    // Spec §8: author-article failures are logged.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failPages = new Set([1]);
    authorApi(2, { failPages });
    renderScreen(<ArticlesPanel slug={SLUG} active />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("No hem pogut carregar els articles d'aquest autor.")).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('No s’han pogut carregar els articles de l’autor', expect.objectContaining({ status: 500, message: 'HTTP error! status: 500' }));
    failPages.clear();
    fireEvent.click(within(alert).getByRole('button', { name: 'Tornar a provar' }));
    expect(await screen.findByText('Article 2')).toBeTruthy();
  });

  it('keeps the list when a later page fails', async () => {
    authorApi(14, { failPages: new Set([2]) });
    renderScreen(<ArticlesPanel slug={SLUG} active />);
    fireEvent.click(await screen.findByRole('button', { name: 'Carregar més articles' }));
    expect((await screen.findByRole('alert')).textContent).toBe("No s'han pogut carregar més articles.");
    expect(items()).toHaveLength(12);
  });
});
