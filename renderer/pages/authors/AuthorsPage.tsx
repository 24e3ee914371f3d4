/** /autors: the directory of the magazine's authors, searchable, filterable and paged (spec §2). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AuthorSort } from '../../../common/api/authors.js';
import { paths } from '../../../common/routes/index.js';
import { countLabel } from '../../../common/plural.js';
import { authorListQuery, specialtiesQuery } from '../../api/authors.js';
import { EmptyState, ErrorState, Loading } from '../../components/StateViews.js';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { AuthorCard } from './AuthorCard.js';
import {
  DEFAULT_SORT,
  PARAM,
  SORT_OPTIONS,
  criteriaOf,
  isAuthorSort,
  listParams,
  displayOrder,
  hasActiveFilters,
  pageLabel,
  searchDelay,
} from './authorsRules.js';
import styles from './AuthorsPage.module.css';

export default function AuthorsPage() {
  usePageMeta({ title: 'Autors' });
  const id = useId();
  const formId = `${id}-form`;
  const listTop = useRef<HTMLDivElement>(null);

  // Search, specialty, sort and page live in the address (`?q=…&especialitat=…&ordre=…&page=N`),
  // so the form and its links work without the code, a filtered directory can be shared, and Back
  // returns to it. Any change of search, specialty or sort starts again from page 1 (spec §4), in
  // the same step as the change itself, so no draw asks for the new list's page N.
  const [address, setAddress] = useSearchParams();
  const { search, specialty, sort, page } = criteriaOf(address);
  const change = useCallback(
    (next: { search?: string; specialty?: string | null; sort?: AuthorSort }) => {
      setAddress(
        (current) => {
          const params = new URLSearchParams(current);
          const set = (key: string, value: string | null | undefined, fallback = '') => {
            if (value === undefined) return;
            if (value === null || value === fallback) params.delete(key);
            else params.set(key, value);
          };
          set(PARAM.search, next.search);
          set(PARAM.specialty, next.specialty);
          set(PARAM.sort, next.sort, DEFAULT_SORT);
          params.delete(PARAM.page);
          return params;
        },
        { replace: true },
      );
    },
    [setAddress],
  );

  // The box follows typing at once; the address (and the list) a moment after typing stops. A
  // search changed from outside (Back, 'Netejar filtres') is written back into the box.
  const [input, setInput] = useState(search);
  const [typed, flushSearch] = useDebouncedValue(input.trim(), searchDelay(input));
  const searchInAddress = useRef(search);
  useEffect(() => {
    if (search === searchInAddress.current) return;
    searchInAddress.current = search;
    setInput(search);
  }, [search]);
  const searchTyped = useEffectEvent((search: string) => change({ search }));
  useEffect(() => {
    if (typed === searchInAddress.current) return;
    searchInAddress.current = typed;
    searchTyped(typed);
  }, [typed]);

  // A new page, from the foot of a long grid: bring its top into view.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current !== page) listTop.current?.scrollIntoView({ block: 'start' });
    shownPage.current = page;
  }, [page]);

  const authors = useQuery({ ...authorListQuery(listParams({ search, specialty, sort, page })), placeholderData: keepPreviousData });
  const specialties = useQuery(specialtiesQuery());

  const filtersActive = hasActiveFilters({ search: input, specialty, sort });
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
        <form id={formId} className={styles.searchForm} role="search" method="get" action={paths.authors()} onSubmit={submit}>
          <label htmlFor={`${id}-search`} className="visually-hidden">
            Cerca autors per nom, professió o especialitat
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className={styles.searchInput}
            name={PARAM.search}
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
            form={formId}
            name={PARAM.sort}
            className={styles.sortSelect}
            value={sort}
            onChange={(event) => {
              if (isAuthorSort(event.target.value)) change({ sort: event.target.value });
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
            // Without the code a chip submits the form with its specialty (the active one, none).
            <button
              key={s.name}
              type="submit"
              form={formId}
              name={PARAM.specialty}
              value={specialty === s.name ? '' : s.name}
              className={styles.chip}
              aria-pressed={specialty === s.name}
              onClick={(event) => {
                event.preventDefault();
                change({ specialty: specialty === s.name ? null : s.name });
              }}
            >
              {s.name}
            </button>
          ))}
        </div>
      )}
      {/* After the chips: a chip's own value comes first in what the form sends. */}
      {specialty && <input type="hidden" form={formId} name={PARAM.specialty} value={specialty} />}

      {filtersActive && (
        <p className={styles.clearRow}>
          <Link to={{ search: '' }} replace className={styles.clearButton} onClick={() => setInput('')}>
            Netejar filtres
          </Link>
        </p>
      )}

      <div ref={listTop} className={styles.results} aria-busy={authors.isFetching}>
        {authors.isPending ? (
          <Loading />
        ) : authors.isError ? (
          <ErrorState
            headingLevel={2}
            title={search ? 'Error cercant els autors' : 'Error carregant els autors'}
            message="No hem pogut obtenir la llista d'autors. Comprova la connexió i torna-ho a provar."
            onRetry={() => void authors.refetch()}
          />
        ) : shown.length === 0 && pages > 0 && page > pages ? (
          <PastLastPage pages={pages} />
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

/** The address of page `to` with the same criteria (page 1 is the address without `page`). */
function pageSearch(address: URLSearchParams, to: number): string {
  const params = new URLSearchParams(address);
  if (to > 1) params.set(PARAM.page, String(to));
  else params.delete(PARAM.page);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** An address past the last page (a shared link, a hand-edited number): not "no authors", but where the list ends. */
function PastLastPage({ pages }: { pages: number }) {
  const [address] = useSearchParams();
  return (
    <EmptyState
      message="No hi ha tants autors"
      hint={`La llista en té ${countLabel(pages, 'pàgina', 'pàgines')}.`}
      action={<Link to={{ search: pageSearch(address, pages) }}>Anar a l’última pàgina</Link>}
    />
  );
}

/** 'Anterior' / 'Següent': a link to `?page=N` with the same criteria, or a step shown disabled past either end. */
function PageStep({ to, pages, rel, children }: { to: number; pages: number; rel: 'prev' | 'next'; children: string }) {
  const [address] = useSearchParams();
  if (to < 1 || to > pages) {
    return (
      <span className={styles.pageButton} aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <Link to={{ search: pageSearch(address, to) }} className={styles.pageButton} rel={rel}>
      {children}
    </Link>
  );
}
