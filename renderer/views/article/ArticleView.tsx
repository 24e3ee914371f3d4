/**
 * The article as readers see it (spec §2): section, title, authors (without 'Per'), date, the
 * body and the footer pointing to its edition. The article page's content, and the desk's
 * previews of an article (renderer/features/staff-desk).
 */
import { Link } from 'react-router-dom';
import { articleAuthors, formatAuthorList } from '../../../common/authors.js';
import { articleDataToIso, formatArticleDate, formatLongDate, magazineDay } from '../../../common/dates.js';
import { htmlToPlainLine } from '../../../common/html.js';
import { sectionName } from '../../../common/sections.js';
import { paths } from '../../../common/routes/index.js';
import type { Article } from '../../../common/types.js';
import { UNKNOWN_AUTHOR } from '../../components/ArticleCard.js';
import { PreviewMark } from '../../components/PreviewMark.js';
import { SafeHtml } from '../../components/SafeHtml.js';
import { ArticleBody } from './ArticleBody.js';
import styles from './ArticleView.module.css';

export function HomeLink() {
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

export function ArticleView({ article }: { article: Article }) {
  const authors = articleAuthors(article);
  const iso = articleDataToIso(article.data);
  const plainTitle = htmlToPlainLine(article.title);
  return (
    <article className={styles.article}>
      <header className={styles.head}>
        {article.status === 'draft' && <PreviewMark what="article" />}
        <p className="eyebrow">
          <Link to={paths.section(article.section)} className={`${styles.sectionLink} control-link`}>
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
