/**
 * The live search overlay (spec §2, §5, §9): from 2 characters, 300 ms after typing stops (fake
 * timers); results, none, an error; the history panel with CERQUES RECENTS (delete one, 'Esborrar
 * tot' after the confirm), CERQUES POPULARS and SUGERIMENTS.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { analyticsApi } from '../../common/api/analytics.js';
import type { ResponseOf } from '../../common/api/route.js';
import { searchApi } from '../../common/api/search.js';
import { HISTORY } from '../../common/constants.js';
import SearchOverlay from '../../renderer/features/search/SearchOverlay.js';
import { articleSummary, pagination } from './fixtures.js';
import { fakeApi } from './fakeApi.js';
import { renderScreen } from './render.js';

function fakeSearch(answer: (q: string) => ResponseOf<typeof searchApi.search> | Response = (q) => ({ articles: hits(3, q), pagination: pagination(1, 3, 8) })) {
  return fakeApi([
    [searchApi.search, ({ query }) => answer(query.q ?? '')],
    [analyticsApi.record, () => ({ success: true as const, analyticsId: 1, responseTime: 5 })],
  ]);
}

const hits = (n: number, q: string) =>
  Array.from({ length: n }, (_, i) => ({ ...articleSummary(i + 1), title: `${q} ${i + 1}`, titleHighlight: `<mark>${q}</mark> ${i + 1}`, snippet: null }));

const field = () => screen.getByLabelText('Cercar a la revista');
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const searches = (api: ReturnType<typeof fakeApi>) => api.callsTo(searchApi.search).map((c) => c.query.q);

function storeHistory(entries: { query: string; timestamp: number; resultCount: number }[], counts: Record<string, number> = {}) {
  localStorage.setItem(HISTORY.storageKey, JSON.stringify(entries));
  localStorage.setItem(`${HISTORY.storageKey}-counts`, JSON.stringify(counts));
}

describe('live search overlay: when it searches', () => {
  it('waits for 2 characters and a 300 ms pause, then asks for 8 results', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = fakeSearch();
    renderScreen(<SearchOverlay open onClose={() => undefined} />);
    type('f');
    act(() => void vi.advanceTimersByTime(600));
    expect(searches(api)).toEqual([]);
    expect(screen.getByText('Escriu com a mínim 2 caràcters per cercar.')).toBeTruthy();

    type('fi');
    act(() => void vi.advanceTimersByTime(299));
    expect(searches(api)).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Cercant…');
    // Typing on before the pause is over restarts it: one request for the last text only.
    type('fil');
    act(() => void vi.advanceTimersByTime(200));
    type('filo');
    act(() => void vi.advanceTimersByTime(300));
    expect(searches(api)).toEqual(['filo']);
    expect(api.callsTo(searchApi.search)[0]?.query.limit).toBe(8);
    vi.useRealTimers();
    expect((await screen.findAllByRole('link', { name: /filo/ })).length).toBe(3);
    expect(screen.getByRole('status').textContent).toBe('3 resultats');
  });

  it("offers 'Veure tots els resultats' only past 8 results", async () => {
    fakeSearch((q) => ({ articles: hits(8, q), pagination: pagination(1, 20, 8) }));
    renderScreen(<SearchOverlay open onClose={() => undefined} />);
    type('cinema');
    const all = await screen.findByRole('link', { name: /Veure tots els resultats/ });
    expect(all.getAttribute('href')).toBe('/cerca?q=cinema');
    expect(all.textContent).toBe('Veure tots els resultats (20)');
  });

  it("says 'Cap resultat trobat' for a search without results", async () => {
    fakeSearch(() => ({ articles: [], pagination: pagination(1, 0, 8) }));
    renderScreen(<SearchOverlay open onClose={() => undefined} />);
    type('zzzz');
    expect(await screen.findByText('Cap resultat trobat')).toBeTruthy();
    expect(screen.getByText('per «zzzz». Prova amb altres termes')).toBeTruthy();
  });

  it("says 'Error en la cerca' and hides the results when the search fails", async () => {
    fakeSearch(() => new Response('{}', { status: 500 }));
    renderScreen(<SearchOverlay open onClose={() => undefined} />);
    type('cinema');
    expect((await screen.findByRole('alert')).textContent).toBe('Error en la cerca');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('opens /cerca?q= on Enter with the trimmed text, and closes', async () => {
    fakeSearch();
    const onClose = vi.fn();
    renderScreen(<SearchOverlay open onClose={onClose} />);
    type('  llull  ');
    fireEvent.submit(field().closest('form')!);
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('address').textContent).toBe('/cerca?q=llull');
  });
});

describe('live search overlay: the history', () => {
  it('shows the empty message and the suggestions when nothing was searched', () => {
    fakeSearch();
    renderScreen(<SearchOverlay open onClose={() => undefined} />);
    expect(screen.getByText('Encara no tens historial de cerca')).toBeTruthy();
    const suggestions = screen.getByRole('region', { name: 'SUGERIMENTS' });
    expect(within(suggestions).getAllByRole('button').map((b) => b.textContent)).toEqual(['cinema', 'entrevistes', 'creació', 'Barcelona', 'filosofia']);
  });

  it('lists recent searches with their time and count, and the popular ones; a chip runs its search', async () => {
    const now = Date.now();
    storeHistory(
      [
        { query: 'poesia', timestamp: now - 30_000, resultCount: 1 },
        { query: 'cinema', timestamp: now - 5 * 60_000, resultCount: 12 },
      ],
      { cinema: 4, poesia: 1 },
    );
    const api = fakeSearch();
    renderScreen(<SearchOverlay open onClose={() => undefined} />);
    const recent = screen.getByRole('region', { name: 'CERQUES RECENTS' });
    expect(within(recent).getByText('poesia').parentElement?.textContent).toBe('poesiaAra mateix · 1 resultat');
    expect(within(recent).getByText('cinema').parentElement?.textContent).toBe('cinemaFa 5 min · 12 resultats');
    const popular = screen.getByRole('region', { name: 'CERQUES POPULARS' });
    expect(within(popular).getAllByRole('button').map((b) => b.textContent)).toEqual(['cinema', 'poesia']);

    fireEvent.click(within(popular).getByRole('button', { name: 'cinema' }));
    expect((field() as HTMLInputElement).value).toBe('cinema');
    await screen.findAllByRole('link', { name: /cinema/ });
    expect(searches(api)).toEqual(['cinema']);
  });

  it('deletes one entry', () => {
    storeHistory([
      { query: 'poesia', timestamp: Date.now(), resultCount: 1 },
      { query: 'cinema', timestamp: Date.now(), resultCount: 2 },
    ]);
    fakeSearch();
    renderScreen(<SearchOverlay open onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: "Esborrar «poesia» de l'historial" }));
    const recent = screen.getByRole('region', { name: 'CERQUES RECENTS' });
    expect(within(recent).queryByText('poesia')).toBeNull();
    expect(within(recent).getByText('cinema')).toBeTruthy();
    expect(localStorage.getItem(HISTORY.storageKey)).not.toContain('poesia');
  });

  it("'Esborrar tot' asks first, and keeps everything when the answer is no", () => {
    storeHistory([{ query: 'poesia', timestamp: Date.now(), resultCount: 1 }], { poesia: 1 });
    fakeSearch();
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderScreen(<SearchOverlay open onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Esborrar tot' }));
    expect(confirm).toHaveBeenCalledWith("Estàs segur que vols esborrar tot l'historial de cerca?");
    expect(screen.getByRole('region', { name: 'CERQUES RECENTS' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Esborrar tot' }));
    expect(screen.getByText('Encara no tens historial de cerca')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'CERQUES POPULARS' })).toBeNull();
  });
});
