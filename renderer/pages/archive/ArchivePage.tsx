/** /arxiu: every edition since 2020, filtered by text and year, as a timeline or a grid (spec §2). */
import { ARCHIVE_NAME } from '../../../common/titles.js';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { IssueSummary } from '../../../common/types.js';
import { issueListQuery } from '../../api/issues.js';
import { EmptyState, ErrorState, Loading } from '../../components/StateViews.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { FilterDrawer, FilterPanel } from './ArchiveFilters.js';
import {
  ARCHIVE_LIST,
  YEAR_SOURCE,
  needsYearSource,
  ARCHIVE_GRID_VIEW,
  ARCHIVE_PARAMS,
  archiveCountLabel,
  filterIssues,
  groupByYear,
  hasFilters,
  issueYears,
  sortIssues,
  type ArchiveFilters,
} from './archiveRules.js';
import { IssueCard, type ArchiveView } from '../../views/issue/IssueCard.js';
import styles from './ArchivePage.module.css';

/** Below this width the filters live in the drawer (matches the CSS breakpoint). */
const DRAWER_QUERY = '(max-width: 899.98px)';

/**
 * Cards drawn in the first render: more than a desktop's first screen. The rest (the archive holds
 * about fifty editions) follow in a deferred render React can interrupt, so the first screen is
 * not held up by cards far below it.
 */
const FIRST_CARDS = 12;
const NO_ISSUES: IssueSummary[] = [];

function useArchiveIssues() {
  const list = useQuery(issueListQuery(ARCHIVE_LIST));
  // The year buttons come from a larger fetch, as in the spec (§7: "the year filter source"),
  // asked for only when the list does not already hold every edition.
  const yearSource = useQuery({ ...issueListQuery(YEAR_SOURCE), enabled: list.data !== undefined && needsYearSource(list.data) });
  return { list, yearSource };
}

/** Filters and view live in the address, so a filtered archive can be shared and survives Back. */
function useArchiveParams() {
  const [params, setParams] = useSearchParams();
  const yearParam = params.get(ARCHIVE_PARAMS.year);
  const filters: ArchiveFilters = {
    text: params.get(ARCHIVE_PARAMS.text) ?? '',
    year: yearParam && /^\d{4}$/.test(yearParam) ? Number(yearParam) : null,
  };
  const view: ArchiveView = params.get(ARCHIVE_PARAMS.view) === ARCHIVE_GRID_VIEW ? 'grid' : 'list';
  const update = useCallback(
    (change: { filters?: ArchiveFilters; view?: ArchiveView }) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (change.filters) {
            if (change.filters.text) next.set(ARCHIVE_PARAMS.text, change.filters.text);
            else next.delete(ARCHIVE_PARAMS.text);
            if (change.filters.year !== null) next.set(ARCHIVE_PARAMS.year, String(change.filters.year));
            else next.delete(ARCHIVE_PARAMS.year);
          }
          if (change.view) {
            if (change.view === 'grid') next.set(ARCHIVE_PARAMS.view, ARCHIVE_GRID_VIEW);
            else next.delete(ARCHIVE_PARAMS.view);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { filters, view, update };
}

export default function ArchivePage() {
  usePageMeta({ title: ARCHIVE_NAME });
  const { list, yearSource } = useArchiveIssues();
  const { filters, view, update } = useArchiveParams();
  const [drawerOpen, setDrawerOpen] = useState(false);

  // A drawer left open while the window grows past the breakpoint would keep the page locked.
  useEffect(() => {
    if (!drawerOpen) return;
    const media = window.matchMedia(DRAWER_QUERY);
    const onChange = () => {
      if (!media.matches) setDrawerOpen(false);
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [drawerOpen]);

  const sorted = useMemo(() => sortIssues(list.data?.issues ?? NO_ISSUES), [list.data]);
  const shown = useMemo(() => filterIssues(sorted, filters), [sorted, filters]);
  // While the deferred render catches up: the first cards at once when there were none, else the
  // previous list (a filter being typed keeps its cards until the new ones are ready).
  const deferred = useDeferredValue(shown);
  const drawn = deferred === shown || deferred.length > 0 ? deferred : shown.slice(0, FIRST_CARDS);
  const years = useMemo(
    () => issueYears(yearSource.data?.issues ?? list.data?.issues ?? []),
    [yearSource.data, list.data],
  );

  const filtered = hasFilters(filters);
  const setFilters = (next: ArchiveFilters) => update({ filters: next });
  const clear = () => update({ filters: { text: '', year: null } });
  const panel = { filters, grid: view === 'grid', years, onChange: setFilters, onClear: clear };
  const activeCount = (filters.text.trim() ? 1 : 0) + (filters.year !== null ? 1 : 0);

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.kicker}>Edicions anteriors</p>
        <h1 className={styles.title}>Arxiu</h1>
        <p className={styles.lede}>
          Totes les edicions de la revista des de 2020: cada número, amb els seus articles, entrevistes i creacions,
          tal com van sortir cada mes des de Banyoles.
        </p>
      </header>

      {list.isPending ? (
        <Loading label="Carregant arxiu..." />
      ) : list.isError ? (
        <ErrorState
          headingLevel={2}
          title="Error carregant l'arxiu"
          message="No hem pogut carregar les edicions. Comprova la connexió i torna-ho a provar."
          onRetry={() => {
            void list.refetch();
            void yearSource.refetch();
          }}
        />
      ) : (
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-labelledby="archive-filters-title" data-noscript="show">
          <h2 id="archive-filters-title" className={styles.sidebarTitle}>
            Filtres
          </h2>
          <FilterPanel {...panel} />
        </aside>

        <section className={styles.results} aria-labelledby="archive-results-title">
          <h2 id="archive-results-title" className="visually-hidden">
            Edicions
          </h2>
          <div className={styles.toolbar}>
            <p className={styles.count} aria-live="polite" data-testid="archive-count">
              {archiveCountLabel(shown.length, list.data.pagination.total, filtered)}
            </p>
            <div className={styles.toolbarActions}>
              <button
                type="button"
                className={styles.filterToggle}
                data-noscript="hide"
                aria-haspopup="dialog"
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
              >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
                Filtres{activeCount > 0 && <span className={styles.badge}>{activeCount}</span>}
              </button>
              {/* Buttons that need the page's script: without it, hidden as 'Filtres' is (the address's ?vista still works). */}
              <div className={styles.viewSwitch} role="group" aria-label="Vista" data-noscript="hide">
                <button type="button" aria-pressed={view === 'list'} onClick={() => update({ view: 'list' })}>
                  Llista
                </button>
                <button type="button" aria-pressed={view === 'grid'} onClick={() => update({ view: 'grid' })}>
                  Graella
                </button>
              </div>
            </div>
          </div>

          {shown.length === 0 ? (
            <div className={styles.empty}>
              <EmptyState message="No s'han trobat edicions" hint="Prova amb un altre any o amb altres paraules." />
              {filtered && (
                <button type="button" className={styles.clearButton} onClick={clear}>
                  Netejar filtres
                </button>
              )}
            </div>
          ) : view === 'grid' ? (
            <div className={styles.grid} data-view="grid">
              {drawn.map((issue, index) => (
                <IssueCard key={issue._id} issue={issue} view="grid" position={index} />
              ))}
            </div>
          ) : (
            <div className={styles.timeline} data-view="list">
              {groupByYear(drawn).map((group) => (
                <section key={group.year} className={styles.yearGroup} aria-labelledby={`archive-year-${group.year}`}>
                  <h3 id={`archive-year-${group.year}`} className={styles.yearMark}>
                    {group.year}
                  </h3>
                  <div className={styles.yearIssues}>
                    {group.issues.map((issue) => (
                      <IssueCard key={issue._id} issue={issue} view="list" position={drawn.indexOf(issue)} />
                    ))}
                  </div>
                </section>
              ))}
            </div>
          )}
        </section>
      </div>
      )}

      {drawerOpen && <FilterDrawer {...panel} onClose={() => setDrawerOpen(false)} />}
    </div>
  );
}
