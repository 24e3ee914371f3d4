/**
 * An article (spec §2): section, title, authors (without 'Per'), date, the body and the footer
 * pointing to its edition; 'Article no trobat' when it is missing or fails to load.
 */
import { Link, useParams } from 'react-router-dom';
import { articleAuthors, formatAuthorList } from '../../../common/authors.js';
import { articleDataToIso, formatArticleDate, formatLongDate, magazineDay } from '../../../common/dates.js';
import { summarySource } from '../../../common/cards.js';
import { htmlToPlainLine } from '../../../common/html.js';
import { sectionName } from '../../../common/sections.js';
import { NOT_FOUND, paths } from '../../../common/routes/index.js';
import type { Article } from '../../../common/types.js';
import { hasStatus } from '../../api/apiError.js';
import { useArticle } from '../../api/articles.js';
import { UNKNOWN_AUTHOR } from '../../components/ArticleCard.js';
import { useKioskMode } from '../../components/Layout.js';
import { SafeHtml } from '../../components/SafeHtml.js';
import { ErrorState, Loading } from '../../components/StateViews.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { ArticleBody } from './ArticleBody.js';
import styles from './ArticlePage.module.css';
import { PreviewMark } from '../../components/PreviewMark.js';

export const PARAMS_REQUIRED = 'Secció i URL són requerides';
export const ARTICLE_LOAD_ERROR = "Error carregant l'article. Si us plau, torna-ho a provar.";

function HomeLink() {
  return (
    <Link to={paths.home()} className="button">
      Tornar a l'inici
    </Link>
  );
}

/** 'Corregit el 25 de novembre de 2026': a published correction, dated by the magazine's calendar. */
function CorrectedNote({ at }: { at: string }) {
  const day = magazineDay(at);
  if (!day) return null;
  return (
    <p className={styles.corrected} data-testid="corrected-at">
      Corregit el <time dateTime={at}>{formatLongDate(day)}</time>
    </p>
  );
}

/** The article as readers see it: the page's content, also the desk's preview (renderer/features/staff-desk). */
export function ArticleView({ article }: { article: Article }) {
  const authors = articleAuthors(article);
  const iso = articleDataToIso(article.data);
  const plainTitle = htmlToPlainLine(article.title);
  return (
    <article className={styles.article}>
      <header className={styles.head}>
        {article.status === 'draft' && <PreviewMark what="article" />}
        <p className="eyebrow">
          <Link to={paths.section(article.section)} className={styles.sectionLink}>
            {sectionName(article.section)}
          </Link>
        </p>
        <SafeHtml as="h1" html={article.title} className={styles.title} />
        <p className={styles.byline}>{authors.length > 0 ? formatAuthorList(authors) : UNKNOWN_AUTHOR}</p>
        <p className={styles.date}>
          {iso ? <time dateTime={iso}>{formatArticleDate(article.data)}</time> : formatArticleDate(article.data)}
        </p>
        {article.correctedAt && <CorrectedNote at={article.correctedAt} />}
      </header>

      <ArticleBody blocks={article.text} articleTitle={plainTitle} />

      <footer className={styles.foot}>
        <p className={styles.published}>
          Article publicat al número{' '}
          <Link to={paths.edition(article.issueNumber)}>{article.issueNumber}</Link>
        </p>
        <HomeLink />
      </footer>
    </article>
  );
}

export default function ArticlePage() {
  const { section, url } = useParams();
  const query = useArticle(section, url);
  const article = query.data;
  const kiosk = useKioskMode();
  usePageMeta({
    title: article ? htmlToPlainLine(article.title) : query.isError ? NOT_FOUND.article.heading : '',
    description: article ? summarySource(article) : undefined,
  });

  if (!section || !url) {
    return (
      <ErrorState title={NOT_FOUND.article.heading} message={PARAMS_REQUIRED}>
        <HomeLink />
      </ErrorState>
    );
  }
  if (query.isPending) return <Loading label="Carregant article..." />;
  if (query.isError || !article) {
    const missing = hasStatus(query.error, 404);
    return (
      <ErrorState
        title={NOT_FOUND.article.heading}
        message={NOT_FOUND.article.text}
        detail={missing ? undefined : ARTICLE_LOAD_ERROR}
        onRetry={missing ? undefined : () => void query.refetch()}
      >
        <HomeLink />
      </ErrorState>
    );
  }

  const page = <ArticleView article={article} />;
  return kiosk ? <kiosk.ArticleFrame article={article}>{page}</kiosk.ArticleFrame> : page;
}
