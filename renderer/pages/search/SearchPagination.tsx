/** Pages within 2 of the current one, with 'Anterior' and 'Següent' (spec §2), as links. */
import { Link } from 'react-router-dom';
import { pageWindow } from '../../../common/pageWindow.js';
import styles from './SearchPage.module.css';

export function SearchPagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Pàgines de resultats">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={styles.pageStep} rel="prev">
          ← Anterior
        </Link>
      ) : (
        <span className={styles.pageStep} aria-disabled="true">← Anterior</span>
      )}
      <ol className={styles.pageList}>
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            {n === page ? (
              <span className={styles.pageCurrent} aria-current="page">
                <span className="visually-hidden">Pàgina </span>
                {n}
              </span>
            ) : (
              <Link to={hrefFor(n)} className={styles.pageLink}>
                <span className="visually-hidden">Pàgina </span>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={styles.pageStep} rel="next">
          Següent →
        </Link>
      ) : (
        <span className={styles.pageStep} aria-disabled="true">Següent →</span>
      )}
    </nav>
  );
}
