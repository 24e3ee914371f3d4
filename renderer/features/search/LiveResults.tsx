/** Up to 8 live results (spec §2): image, title, author, section and date, each opening the article. */
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { articleAuthors, formatAuthorList } from '../../../common/authors.js';
import { formatArticleDate } from '../../../common/dates.js';
import { sectionName } from '../../../common/sections.js';
import { paths } from '../../../common/routes/index.js';
import { imageUrl } from '../../api/media.js';
import type { SearchHit } from '../../../common/api/search.js';
import { Img } from '../../components/Img.js';
import { SafeHtml } from '../../components/SafeHtml.js';
import styles from './SearchOverlay.module.css';

interface LiveResultsProps {
  hits: SearchHit[];
  onOpen: (position: number) => void;
}

/** The list is a set of links; arrow keys move focus between them (see SearchOverlay). */
export const LiveResults = forwardRef<HTMLUListElement, LiveResultsProps>(function LiveResults({ hits, onOpen }, ref) {
  return (
    <ul ref={ref} className={styles.results}>
      {hits.map((hit, index) => {
        const authors = formatAuthorList(articleAuthors(hit)) || 'Autor desconegut';
        return (
          <li key={hit._id}>
            <Link to={paths.article(hit.section, hit.url)} className={styles.result} data-nav onClick={() => onOpen(index)}>
              {/* Decorative: inside the link, whose text (the title) already names the article. */}
              <Img src={imageUrl(hit.imageCard)} alt="" width={96} height={72} className={styles.resultImage} />
              <span className={styles.resultText}>
                <SafeHtml html={hit.titleHighlight || hit.title} className={styles.resultTitle} />
                <span className={styles.resultMeta}>
                  <span>{authors}</span>
                  <span aria-hidden="true"> · </span>
                  <span className={styles.resultSection}>{sectionName(hit.section)}</span>
                  <span aria-hidden="true"> · </span>
                  <span>{formatArticleDate(hit.data)}</span>
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
});
