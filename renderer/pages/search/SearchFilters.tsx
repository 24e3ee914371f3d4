/** The search page's filters (spec §2): section, author, year and order, each a change of the address's state. */
import { useQuery } from '@tanstack/react-query';
import type { SortBy } from '../../../common/api/search.js';
import { paths } from '../../../common/routes/index.js';
import { SECTION_KEYS, SECTION_NAMES, type SectionKey } from '../../../common/sections.js';
import { DEFAULT_SORT, SORT_OPTIONS } from '../../api/search.js';
import { searchAuthorsQuery, searchStatsQuery } from './searchQuery.js';
import styles from './SearchPage.module.css';
import { hasFilters, type SearchState } from './searchState.js';

export function SearchFilters({ state, onChange }: { state: SearchState; onChange: (change: Partial<SearchState>) => void }) {
  const authors = useQuery(searchAuthorsQuery());
  const stats = useQuery(searchStatsQuery());
  const authorNames = [...new Set((authors.data?.authors ?? []).map((a) => a.name))];
  if (state.author && !authorNames.includes(state.author)) authorNames.unshift(state.author);
  const years = (stats.data?.years ?? []).map((y) => y.year);
  if (state.year !== undefined && !years.includes(state.year)) years.unshift(state.year);

  // A GET form too: without JavaScript the selects go to the address with 'Aplica els filtres'
  // (the query with them, back to page 1); with it, each change applies at once.
  return (
    <form method="get" action={paths.search()} onSubmit={(event) => event.preventDefault()}>
      <input type="hidden" name="q" value={state.q} />
      <fieldset className={styles.filters}>
        <legend className="visually-hidden">Filtres de la cerca</legend>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>Secció</span>
          <select
            name="section"
            className={styles.select}
            value={state.section ?? ''}
            onChange={(e) => onChange({ section: (e.target.value || undefined) as SectionKey | undefined })}
          >
            <option value="">Totes les seccions</option>
            {SECTION_KEYS.map((key) => (
              <option key={key} value={key}>
                {SECTION_NAMES[key]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>Autor</span>
          <select name="author" className={styles.select} value={state.author ?? ''} onChange={(e) => onChange({ author: e.target.value || undefined })}>
            <option value="">Tots els autors</option>
            {authorNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>Any</span>
          <select
            name="year"
            className={styles.select}
            value={state.year === undefined ? '' : String(state.year)}
            onChange={(e) => onChange({ year: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">Tots els anys</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>Ordre</span>
          <select
            name="sortBy"
            className={styles.select}
            value={state.sortBy ?? DEFAULT_SORT}
            onChange={(e) => onChange({ sortBy: e.target.value as SortBy })}
          >
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={`button ${styles.clear} ${styles.withoutScript}`} data-noscript="show">
          Aplica els filtres
        </button>
        {hasFilters(state) && (
          <button
            type="button"
            data-noscript="hide"
            className={`button button--ghost ${styles.clear}`}
            onClick={() => onChange({ section: undefined, author: undefined, year: undefined })}
          >
            Netejar filtres
          </button>
        )}
      </fieldset>
    </form>
  );
}
