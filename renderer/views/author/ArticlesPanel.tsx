/** The 'Articles' tab: the author's articles, 12 at a time, fetched only while the tab is open. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { htmlToPlainLine } from '../../../common/html.js';
import { sectionName } from '../../../common/sections.js';
import { paths } from '../../../common/routes/index.js';
import { authorKeys, fetchAuthorArticles } from '../../api/authors.js';
import { imageSrcSet, imageUrl } from '../../api/media.js';
import { Img } from '../../components/Img.js';
import { SafeHtml } from '../../components/SafeHtml.js';
import { EmptyState, Loading } from '../../components/StateViews.js';
import { nextPageParam } from '../../hooks/pagedList.js';
import { PanelError } from './PanelError.js';
import styles from './Profile.module.css';

export function ArticlesPanel({ slug, active }: { slug: string; active: boolean }) {
  // Page 1 replaces, later pages append (spec §4): exactly an infinite query's pages.
  const query = useInfiniteQuery({
    queryKey: authorKeys.articles(slug),
    queryFn: ({ pageParam, ...ctx }) => fetchAuthorArticles(slug, pageParam, ctx),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: active,
  });

  if (query.isPending) return active ? <Loading /> : null;
  if (query.isError && !query.data) {
    console.error('No s’han pogut carregar els articles de l’autor', query.error);
    return (
      <PanelError message="No hem pogut carregar els articles d'aquest autor." onRetry={() => void query.refetch()} />
    );
  }

  const articles = query.data.pages.flatMap((p) => p.articles);
  if (articles.length === 0) return <EmptyState message="Encara no hi ha articles publicats" />;

  return (
    <>
      <ul className={styles.articleList}>
        {articles.map((article) => (
          <li key={article._id} className={styles.articleItem}>
            <div className={styles.articleMedia}>
              <Img
                src={imageUrl(article.imageCard)}
                srcSet={imageSrcSet(article.imageCard)}
                sizes="(min-width: 700px) 320px, 100vw"
                alt={article.imageCardAlt ?? ''}
                width={1200}
                height={800}
                className={styles.articleImage}
              />
            </div>
            <div className={styles.articleBody}>
              <p className={styles.articleKicker}>
                <span>{sectionName(article.section)}</span>
                <span aria-hidden="true" className={styles.dot}>·</span>
                <span>{article.year}</span>
                <span aria-hidden="true" className={styles.dot}>·</span>
                <span>Edició {article.issueNumber}</span>
              </p>
              <h2 className={styles.articleTitle}>
                <Link to={paths.article(article.section, article.url)} className={styles.articleLink}>
                  <SafeHtml html={article.title} />
                </Link>
              </h2>
              {article.summary && <p className={styles.articleSummary}>{htmlToPlainLine(article.summary)}</p>}
            </div>
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <p className={styles.quiet} role="alert">
          No s'han pogut carregar més articles.
        </p>
      )}
      {query.hasNextPage && (
        <p className={styles.moreRow}>
          <button
            type="button"
            className={styles.moreButton}
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Carregant...' : 'Carregar més articles'}
          </button>
        </p>
      )}
    </>
  );
}
