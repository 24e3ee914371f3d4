/**
 * /cerca: search results (spec §2). The address holds the whole state (q, section, author, year,
 * sortBy, page), so Back/Forward and shared links work; a change of query, filter or order
 * starts again from page 1. 12 results a page, with the matched words marked.
 */
import { searchHeading } from '../../../common/titles.js';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PAGE_SIZES, SEARCH_QUERY_MAX_CHARS } from '../../../common/constants.js';
import { paths } from '../../../common/routes/index.js';
import { countLabel } from '../../../common/plural.js';
import { DEFAULT_SORT } from '../../api/search.js';
import { searchResultsQuery } from './searchQuery.js';
import { Loading, RetryButton } from '../../components/StateViews.js';
import { SEARCH_SUGGESTIONS } from '../../features/search/suggestions.js';
import { recordInHistory } from '../../features/search/historyStore.js';
import { trackClick, trackSearch } from '../../features/search/tracker.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { ResultCard } from './ResultCard.js';
import { SearchFilters } from './SearchFilters.js';
import { SearchPagination } from './SearchPagination.js';
import styles from './SearchPage.module.css';
import {
  changeFilters,
  hasFilters,
  readSearchState,
  resultCountLabel,
  writeSearchState,
  type SearchState,
} from './searchState.js';

const hrefOf = (state: SearchState) => paths.searchWith(writeSearchState(state));

function Suggestions({ title }: { title: string }) {
  return (
    <div className={styles.suggestions}>
      <p className={styles.suggestionsTitle}>{title}</p>
      <ul className={styles.chips}>
        {SEARCH_SUGGESTIONS.map((s) => (
          <li key={s}>
            <Link to={paths.search(s)} className={styles.chip}>
              {s}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SearchForm({ initial, onSubmit }: { initial: string; onSubmit: (q: string) => void }) {
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) onSubmit(draft.trim());
  };
  return (
    // A plain GET to this page before the code runs (or without it); then the app keeps the address.
    <form className={styles.form} role="search" action={paths.search()} onSubmit={submit}>
      <label htmlFor="cerca-text" className="visually-hidden">
        Cerca
      </label>
      <input
        id="cerca-text"
        name="q"
        type="search"
        className={styles.input}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        placeholder="Autors, temes, títols…"
        autoComplete="off"
        maxLength={SEARCH_QUERY_MAX_CHARS}
      />
      <button type="submit" className="button button--primary">
        Cerca
      </button>
    </form>
  );
}

export default function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = readSearchState(params);
  const key = writeSearchState(state).toString();
  usePageMeta({ title: searchHeading(state.q) });

  // The page runs only for a non-blank query (spec §5).
  const results = useQuery({ ...searchResultsQuery(state), enabled: state.q.length > 0, placeholderData: keepPreviousData });

  // One analytics record per search shown; clicks refer to it.
  const tracked = useRef<{ key: string; id: number | null; shownAt: number }>({ key: '', id: null, shownAt: 0 });
  const settled = results.isSuccess && !results.isPlaceholderData ? results.data : undefined;
  // Each query searched on this page also goes into the reader's history (once per query).
  const historyQuery = useRef('');
  useEffect(() => {
    if (!settled || tracked.current.key === key) return;
    const entry = { key, id: null as number | null, shownAt: performance.now() };
    tracked.current = entry;
    if (historyQuery.current !== state.q) {
      historyQuery.current = state.q;
      recordInHistory(state.q, settled.data.pagination.total);
    }
    void trackSearch({
      query: state.q,
      searchType: 'page_search',
      results: settled.data.pagination.total,
      filters: {
        ...(state.section ? { section: state.section } : {}),
        ...(state.author ? { author: state.author } : {}),
        ...(state.year !== undefined ? { year: state.year } : {}),
        sortBy: state.sortBy ?? DEFAULT_SORT,
        page: state.page,
      },
      responseTime: settled.took,
    }).then((answer) => {
      if (answer.success) entry.id = answer.analyticsId;
    });
  }, [settled, key, state.q, state.section, state.author, state.year, state.sortBy, state.page]);

  // A new page of results starts at the top of the list.
  const listTop = useRef<HTMLDivElement>(null);
  const previousPage = useRef(state.page);
  useEffect(() => {
    if (previousPage.current !== state.page) listTop.current?.scrollIntoView({ block: 'start' });
    previousPage.current = state.page;
  }, [state.page]);

  const go = (next: SearchState) => navigate(hrefOf(next));
  const data = results.data?.data;
  const offset = (state.page - 1) * PAGE_SIZES.searchPage;

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.kicker}>Cerca</p>
        <h1 className={styles.title}>
          {state.q ? (
            <>
              Resultats per <q className={styles.query}>{state.q}</q>
            </>
          ) : (
            'Cerca a la revista'
          )}
        </h1>
        <SearchForm key={state.q} initial={state.q} onSubmit={(q) => go(changeFilters(state, { q }))} />
      </header>

      {!state.q ? (
        <section className={styles.prompt} aria-labelledby="cerca-prompt">
          <h2 id="cerca-prompt" className={styles.promptTitle}>
            Què vols llegir?
          </h2>
          <p className={styles.promptText}>
            Cerca entre tots els articles, entrevistes, llibres i creacions de la revista: per títol, per tema o per autor.
          </p>
          <Suggestions title="SUGERIMENTS" />
        </section>
      ) : (
        <>
          <SearchFilters state={state} onChange={(change) => go(changeFilters(state, change))} />
          <div ref={listTop} className={styles.results} aria-busy={results.isFetching}>
            {results.isPending ? (
              <Loading />
            ) : results.isError ? (
              <div className={styles.error} role="alert">
                <p className={styles.errorMessage}>Error en la cerca. Intenta-ho de nou.</p>
                <RetryButton onRetry={() => void results.refetch()} />
              </div>
            ) : data && data.pagination.total === 0 ? (
              <div className={styles.empty} role="status">
                <p className={styles.emptyTitle}>Cap resultat trobat</p>
                <p className={styles.emptyText}>
                  No hem trobat res per «{state.q}»{hasFilters(state) ? ' amb aquests filtres' : ''}. Prova amb altres termes.
                </p>
                <Suggestions title="SUGERIMENTS" />
              </div>
            ) : data && data.articles.length === 0 ? (
              // An address past the last page (a shared link, a hand-edited page number).
              <div className={styles.empty} role="status">
                <p className={styles.emptyTitle}>No hi ha tants resultats</p>
                <p className={styles.emptyText}>
                  La cerca «{state.q}» té {resultCountLabel(data.pagination.total)} en {countLabel(data.pagination.pages, 'pàgina', 'pàgines')}.{' '}
                  <Link to={hrefOf({ ...state, page: data.pagination.pages })}>Anar a l’última pàgina</Link>
                </p>
              </div>
            ) : data ? (
              <>
                <p className={styles.count} role="status">
                  {resultCountLabel(data.pagination.total)}
                  {data.pagination.pages > 1 && (
                    <span className={styles.countPage}>
                      {' '}
                      · Pàgina {data.pagination.page} de {data.pagination.pages}
                    </span>
                  )}
                </p>
                <ol className={styles.list} start={offset + 1}>
                  {data.articles.map((hit, index) => (
                    <li key={hit._id}>
                      <ResultCard
                        hit={hit}
                        onOpen={() => {
                          const { id, shownAt } = tracked.current;
                          if (id !== null) void trackClick(id, { position: offset + index, shownAt, scrolled: window.scrollY > 0 });
                        }}
                      />
                    </li>
                  ))}
                </ol>
                <SearchPagination
                  page={data.pagination.page}
                  pages={data.pagination.pages}
                  hrefFor={(page) => hrefOf({ ...state, page })}
                />
              </>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
