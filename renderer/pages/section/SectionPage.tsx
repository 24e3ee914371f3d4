/**
 * A section listing (spec §2): title, description and the section's articles, newest first,
 * twelve at a time as the reader scrolls (spec §4 infinite list).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '../../../common/constants.js';
import { SECTION_DESCRIPTIONS, isSectionKey, sectionName } from '../../../common/sections.js';
import { fetchSectionPage } from '../../api/articles.js';
import { ArticleCard } from '../../components/ArticleCard.js';
import { EmptyState, ErrorState, Loading } from '../../components/StateViews.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { useSentinel } from '../../hooks/useSentinel.js';
import styles from './SectionPage.module.css';

export const SECTION_ERROR = 'Error carregant les dades. Si us plau, torna-ho a provar.';

/** 'Has vist tots els articles de Llibres (36 articles)'. */
export function endOfListMessage(section: string, total: number): string {
  return `Has vist tots els articles de ${sectionName(section)} (${total === 1 ? '1 article' : `${total} articles`})`;
}

/** The page a listing starts at: `?page=N`, the address a reader without JavaScript follows for more. */
function startPage(raw: string | null): number {
  return raw && /^\d{1,7}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

export default function SectionPage({ section }: { section: string }) {
  usePageMeta({
    title: sectionName(section),
    description: isSectionKey(section) ? SECTION_DESCRIPTIONS[section] : undefined,
  });
  const [params] = useSearchParams();
  const first = startPage(params.get('page'));
  // TanStack's infinite query: the server draws the first page with it, and hydration finds it.
  const list = useInfiniteQuery({
    queryKey: ['articles', 'section', section, first],
    queryFn: ({ pageParam }) => fetchSectionPage(section, pageParam, PAGE_SIZES.sectionPage),
    initialPageParam: first,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined),
  });
  const items = list.data?.pages.flatMap((p) => p.articles) ?? [];
  const total = list.data?.pages[0]?.pagination.total;
  const loadMore = useCallback(() => void list.fetchNextPage(), [list]);
  const sentinelRef = useSentinel<HTMLDivElement>(loadMore, {
    enabled: list.hasNextPage && !list.isFetchingNextPage && !list.isError && items.length > 0,
    rearmKey: items.length,
  });
  const nextPage = list.data?.pages.at(-1)?.pagination.page;
  const done = list.isSuccess && !list.hasNextPage;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">Secció</p>
        <h1 className="page-title">{sectionName(section)}</h1>
        {isSectionKey(section) && <p className="page-intro">{SECTION_DESCRIPTIONS[section]}</p>}
      </header>

      {items.length > 0 && (
        <ul className={styles.grid} aria-label={`Articles de ${sectionName(section)}`}>
          {items.map((article, index) => (
            <li key={article._id} className={styles.item}>
              <ArticleCard article={article} showDate byline="per" priority={index === 0} />
            </li>
          ))}
        </ul>
      )}

      {list.isPending && <Loading />}
      {list.isError && <ErrorState headingLevel={2} message={SECTION_ERROR} onRetry={() => void list.refetch()} />}
      {done && items.length === 0 && <EmptyState message="No hi ha articles disponibles" />}

      <div className={styles.footer} aria-live="polite">
        {list.isFetchingNextPage && <p className={styles.status}>Carregant més articles...</p>}
        {list.hasNextPage && !list.isFetchingNextPage && !list.isError && nextPage !== undefined && (
          // Scrolling loads more; the link is the way on without JavaScript.
          <a className={styles.hint} href={`?page=${nextPage + 1}`}>Scroll per veure més</a>
        )}
        {done && items.length > 0 && <p className={styles.end}>{endOfListMessage(section, total ?? items.length)}</p>}
      </div>
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
    </div>
  );
}
