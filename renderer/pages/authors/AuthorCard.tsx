/** An author in the directory: portrait, name, profession, short bio, count and last publication. */
import { Link } from 'react-router-dom';
import { formatMonthOfYear } from '../../../common/dates.js';
import type { AuthorSummary } from '../../../common/types.js';
import { paths } from '../../../common/routes/index.js';
import { SafeHtml } from '../../components/SafeHtml.js';
import { AuthorAvatar } from '../../views/author/AuthorAvatar.js';
import { articleCountLabel } from '../../views/author/profileRules.js';
import styles from './AuthorsPage.module.css';

export function AuthorCard({ author }: { author: AuthorSummary }) {
  const last = author.stats.lastPublication;
  return (
    <article className={styles.card}>
      <AuthorAvatar name={author.name} photo={author.photo} className={styles.cardAvatar} />
      <div className={styles.cardBody}>
        <h2 className={styles.cardName}>
          <Link to={paths.author(author.slug)} className={styles.cardLink}>
            {author.name}
          </Link>
        </h2>
        {author.profession && <p className={styles.profession}>{author.profession}</p>}
        {author.bio.short && <SafeHtml as="div" html={author.bio.short} className={styles.bio} />}
        <p className={styles.cardFoot}>
          <span className={styles.articleCount}>{articleCountLabel(author.stats.totalArticles)}</span>
          {last && (
            <span className={styles.lastPublication}>
              Última publicació: <time dateTime={last.slice(0, 10)}>{formatMonthOfYear(last)}</time>
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
