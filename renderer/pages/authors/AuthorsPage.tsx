/** /autors: the directory of the magazine's authors, searchable, filterable and paged (spec §2). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AuthorSort } from '../../../common/api/authors.js';
import { pageParam } from '../../../common/pageWindow.js';
import { fetchAuthors, fetchSpecialties, authorKeys } from '../../api/authors.js';
import { EmptyState, ErrorState, Loading } from '../../components/StateViews.js';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { AuthorCard } from './AuthorCard.js';
import {
  DEFAULT_SORT,
  SORT_OPTIONS,
  displayOrder,
  hasActiveFilters,
  isAuthorSort,
  pageLabel,
  searchDelay,
} from './authorsRules.js';
import styles from './AuthorsPage.module.css';

export default function AuthorsPage() {
  usePageMeta({ title: 'Autors' });
  const id = useId();
  const [input, setInput] = useState('');
  const [search, flushSearch] = useDebouncedValue(input.trim(), searchDelay(input));
  const [specialty, setSpecialty] = useState<string | null>(null);
  const [sort, setSort] = useState<AuthorSort>(DEFAULT_SORT);
  const listTop = useRef<HTMLDivElement>(null);

  // The page is in the address (`?page=N`): its links work before and without the code, and
  // Back returns to it. Any change of search, specialty or sort starts again from page 1 (spec §4):
  // at once, and in the address once the change has been drawn.
  const [address, setAddress] = useSearchParams();
  const criteria = JSON.stringify([search, specialty, sort]);
  const [drawnCriteria, setDrawnCriteria] = useState(criteria);
  const criteriaChanged = drawnCriteria !== criteria;
  const page = criteriaChanged ? 1 : pageParam(address.get('page'));
  const addressPage = address.get('page');
  useEffect(() => {
    if (!criteriaChanged) return;
    // The address first, then the criteria it now matches: in that order no draw asks for the
    // new list's page N on the way to its page 1.
    if (addressPage !== null) {
      setAddress(
        (current) => {
          current.delete('page');
          return current;
        },
        { replace: true },
      );
    } else setDrawnCriteria(criteria);
  }, [criteriaChanged, criteria, addressPage, setAddress]);

  // A new page, from the foot of a long grid: bring its top into view.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current !== page) listTop.current?.scrollIntoView({ block: 'start' });
    shownPage.current = page;
  }, [page]);

  const params = { page, sort, ...(specialty ? { specialty } : {}), ...(search ? { search } : {}) };
  const authors = useQuery({
    queryKey: authorKeys.list(params),
    queryFn: ({ signal }) => fetchAuthors(params, signal),
    placeholderData: keepPreviousData,
  });
  const specialties = useQuery({ queryKey: authorKeys.specialties, queryFn: ({ signal }) => fetchSpecialties(signal) });

  const filtersActive = hasActiveFilters({ search: input, specialty, sort });
  const clear = () => {
    setInput('');
    setSpecialty(null);
    setSort(DEFAULT_SORT);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flushSearch();
  };
  const pages = authors.data?.pagination.pages ?? 1;
  const shown = authors.data ? displayOrder(authors.data.authors, sort) : [];

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.kicker}>Qui escriu</p>
        <h1 className={styles.title}>Autors</h1>
        <p className={styles.subtitle}>
          Les veus que fan la revista: poetes, narradores, assagistes, periodistes i crítics que hi escriuen cada mes.
        </p>
      </header>

      <div className={styles.controls}>
        <form className={styles.searchForm} role="search" onSubmit={submit}>
          <label htmlFor={`${id}-search`} className="visually-hidden">
            Cerca autors per nom, professió o especialitat
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className={styles.searchInput}
            value={input}
            placeholder="Nom, professió o especialitat"
            autoComplete="off"
            onChange={(event) => setInput(event.target.value)}
          />
          <button type="submit" className={styles.searchButton}>
            Cerca
          </button>
        </form>

        <div className={styles.sortField}>
          <label htmlFor={`${id}-sort`} className={styles.sortLabel}>
            Ordena per
          </label>
          <select
            id={`${id}-sort`}
            className={styles.sortSelect}
            value={sort}
            onChange={(event) => {
              if (isAuthorSort(event.target.value)) setSort(event.target.value);
            }}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {specialties.data && specialties.data.length > 0 && (
        <div className={styles.chips} role="group" aria-label="Especialitats">
          {specialties.data.map((s) => (
            <button
              key={s.name}
              type="button"
              className={styles.chip}
              aria-pressed={specialty === s.name}
              onClick={() => setSpecialty(specialty === s.name ? null : s.name)}
            >
              {s.name}
            </button>
          ))}
        </div>
      )}

      {filtersActive && (
        <p className={styles.clearRow}>
          <button type="button" className={styles.clearButton} onClick={clear}>
            Netejar filtres
          </button>
        </p>
      )}

      <div ref={listTop} className={styles.results} aria-busy={authors.isFetching}>
        {authors.isPending ? (
          <Loading />
        ) : authors.isError ? (
          <ErrorState
            title={search ? 'Error cercant els autors' : 'Error carregant els autors'}
            message="No hem pogut obtenir la llista d'autors. Comprova la connexió i torna-ho a provar."
            onRetry={() => void authors.refetch()}
          />
        ) : shown.length === 0 ? (
          hasActiveFilters({ search, specialty, sort: DEFAULT_SORT }) ? (
            <EmptyState message="Cap autor trobat" hint="Prova amb altres criteris de cerca" />
          ) : (
            <EmptyState message="Encara no hi ha autors registrats" />
          )
        ) : (
          <>
            <div className={styles.grid}>
              {shown.map((author) => (
                <AuthorCard key={author._id} author={author} />
              ))}
            </div>
            {pages > 1 && (
              <nav className={styles.pagination} aria-label="Paginació dels autors">
                <PageStep to={page - 1} pages={pages} rel="prev">
                  Anterior
                </PageStep>
                <p className={styles.pageLabel} aria-live="polite">
                  {pageLabel(page, pages)}
                </p>
                <PageStep to={page + 1} pages={pages} rel="next">
                  Següent
                </PageStep>
              </nav>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** 'Anterior' / 'Següent': a link to `?page=N`, or a step shown disabled past either end. */
function PageStep({ to, pages, rel, children }: { to: number; pages: number; rel: 'prev' | 'next'; children: string }) {
  if (to < 1 || to > pages) {
    return (
      <span className={styles.pageButton} aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <Link to={{ search: to > 1 ? `?page=${to}` : '' }} className={styles.pageButton} rel={rel}>
      {children}
    </Link>
  );
}
