/**
 * A section listing (spec §2): title, description and the section's articles, newest first,
 * twelve at a time as the reader scrolls (spec §4 infinite list).
 */
import type { RouteOf } from '../../../common/routes/index.js';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SECTION_DESCRIPTIONS, isSectionKey, sectionName } from '../../../common/sections.js';
import { ArticleCard } from '../../components/ArticleCard.js';
import { EmptyState, ErrorState, Loading } from '../../components/StateViews.js';
import { listErrorMessage } from '../../hooks/pagedList.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { useSentinel } from '../../hooks/useSentinel.js';
import { sectionListQuery } from './sectionQuery.js';
import styles from './SectionPage.module.css';
import { countLabel } from '../../../common/plural.js';
import { ofName } from '../../../common/elision.js';
import { pageParam } from '../../../common/pageWindow.js';

export const SECTION_ERROR = 'Error carregant les dades. Si us plau, torna-ho a provar.';

/** 'Has vist tots els articles de Llibres (36 articles)', "… d'Entrevistes (…)". */
export function endOfListMessage(section: string, total: number): string {
  return `Has vist tots els articles ${ofName(sectionName(section))} (${countLabel(total, 'article', 'articles')})`;
}

export default function SectionPage({ route: { section } }: { route: RouteOf<'section'> }) {
  usePageMeta({
    title: sectionName(section),
    description: isSectionKey(section) ? SECTION_DESCRIPTIONS[section] : undefined,
  });
  // Page 1 loads by itself; another section is another key, so its list starts over.
  const [params] = useSearchParams();
  const list = useInfiniteQuery(sectionListQuery(section, pageParam(params.get('page'))));
  const lastPage = list.data?.pages.at(-1)?.pagination.page;
  const items = list.data?.pages.flatMap((page) => page.articles) ?? [];
  const total = list.data?.pages.at(-1)?.pagination.total ?? items.length;
  const loadingMore = list.isFetchingNextPage;
  const failed = list.isError;
  const hasMore = list.hasNextPage;
  const sentinelRef = useSentinel<HTMLDivElement>(() => void list.fetchNextPage(), {
    enabled: hasMore && !loadingMore && !failed && items.length > 0,
    rearmKey: items.length,
  });
  useEffect(() => {
    if (list.error) console.error('No s’ha pogut carregar la llista de la secció:', listErrorMessage(list.error));
  }, [list.error]);
  // After a failed next page, retry that page; after a failed first page, load it again.
  const retry = () => void (list.data ? list.fetchNextPage() : list.refetch());
  const firstLoad = !list.data && (list.isPending || list.isFetching);
  const done = list.isSuccess && !hasMore && !list.isFetching;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">Secció</p>
        <h1 className="page-title">{sectionName(section)}</h1>
        {isSectionKey(section) && <p className="page-intro">{SECTION_DESCRIPTIONS[section]}</p>}
      </header>

      {items.length > 0 && (
        <ul className={styles.grid} aria-label={`Articles ${ofName(sectionName(section))}`}>
          {items.map((article, index) => (
            <li key={article._id} className={styles.item}>
              <ArticleCard article={article} showDate byline="per" priority={index === 0} />
            </li>
          ))}
        </ul>
      )}

      {firstLoad && <Loading />}
      {failed && !list.isFetching && <ErrorState headingLevel={2} message={SECTION_ERROR} onRetry={retry} />}
      {done && items.length === 0 && <EmptyState message="No hi ha articles disponibles" />}

      <div className={styles.footer} aria-live="polite">
        {loadingMore && <p className={styles.status}>Carregant més articles...</p>}
        {hasMore && !loadingMore && !failed && items.length > 0 && lastPage !== undefined && (
          // Scrolling loads more; the link is the way on without JavaScript.
          <a className={styles.hint} href={`?page=${lastPage + 1}`}>Scroll per veure més</a>
        )}
        {done && items.length > 0 && <p className={styles.end}>{endOfListMessage(section, total)}</p>}
      </div>
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
    </div>
  );
}
