/**
 * A section listing (spec §2): title, description and the section's articles, newest first,
 * twelve at a time as the reader scrolls (spec §4 infinite list).
 */
import { useCallback } from 'react';
import { PAGE_SIZES } from '../../../common/constants.js';
import { SECTION_DESCRIPTIONS, isSectionKey, sectionName } from '../../../common/sections.js';
import type { ArticleSummary } from '../../../common/types.js';
import { fetchSectionPage } from '../../api/articles.js';
import { ArticleCard } from '../../components/ArticleCard.js';
import { EmptyState, ErrorState, Loading } from '../../components/StateViews.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { useInfiniteList, type PageResult } from '../../hooks/useInfiniteList.js';
import { useSentinel } from '../../hooks/useSentinel.js';
import styles from './SectionPage.module.css';

export const SECTION_ERROR = 'Error carregant les dades. Si us plau, torna-ho a provar.';

/** 'Has vist tots els articles de Llibres (36 articles)'. */
export function endOfListMessage(section: string, total: number): string {
  return `Has vist tots els articles de ${sectionName(section)} (${total === 1 ? '1 article' : `${total} articles`})`;
}

export default function SectionPage({ section }: { section: string }) {
  usePageMeta({
    title: sectionName(section),
    description: isSectionKey(section) ? SECTION_DESCRIPTIONS[section] : undefined,
  });
  const fetchPage = useCallback(
    async (page: number): Promise<PageResult<ArticleSummary>> => {
      const { articles, pagination } = await fetchSectionPage(section, page, PAGE_SIZES.sectionPage);
      return { items: articles, pages: pagination.pages, total: pagination.total };
    },
    [section],
  );
  const list = useInfiniteList(fetchPage, section);
  const sentinelRef = useSentinel<HTMLDivElement>(list.loadMore, {
    enabled: list.hasMore && !list.loading && list.error === null && list.items.length > 0,
    rearmKey: list.items.length,
  });

  const firstLoad = list.items.length === 0 && list.error === null && (list.loading || list.hasMore);
  const done = !list.hasMore && !list.loading && list.error === null;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">Secció</p>
        <h1 className="page-title">{sectionName(section)}</h1>
        {isSectionKey(section) && <p className="page-intro">{SECTION_DESCRIPTIONS[section]}</p>}
      </header>

      {list.items.length > 0 && (
        <ul className={styles.grid} aria-label={`Articles de ${sectionName(section)}`}>
          {list.items.map((article, index) => (
            <li key={article._id} className={styles.item}>
              <ArticleCard article={article} showDate byline="per" priority={index === 0} />
            </li>
          ))}
        </ul>
      )}

      {firstLoad && <Loading />}
      {list.error !== null && (
        <ErrorState headingLevel={2} message={SECTION_ERROR} onRetry={list.retry} />
      )}
      {done && list.items.length === 0 && <EmptyState message="No hi ha articles disponibles" />}

      <div className={styles.footer} aria-live="polite">
        {list.loading && list.items.length > 0 && <p className={styles.status}>Carregant més articles...</p>}
        {list.hasMore && !list.loading && list.error === null && list.items.length > 0 && (
          <p className={styles.hint}>Scroll per veure més</p>
        )}
        {done && list.items.length > 0 && (
          <p className={styles.end}>{endOfListMessage(section, list.total ?? list.items.length)}</p>
        )}
      </div>
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
    </div>
  );
}
