/**
 * An article (spec §2): the reader's ArticleView (renderer/views/article), or 'Article no trobat'
 * when it is missing or fails to load.
 */
import { useParams } from 'react-router-dom';
import { summarySource } from '../../../common/cards.js';
import { htmlToPlainLine } from '../../../common/html.js';
import { NOT_FOUND } from '../../../common/routes/index.js';
import { hasStatus } from '../../api/apiError.js';
import { useArticle } from '../../api/articles.js';
import { useKioskMode } from '../../components/kioskMode.js';
import { ErrorState, Loading } from '../../components/StateViews.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { ArticleView, HomeLink } from '../../views/article/ArticleView.js';

export const PARAMS_REQUIRED = 'Secció i URL són requerides';
export const ARTICLE_LOAD_ERROR = "Error carregant l'article. Si us plau, torna-ho a provar.";

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
