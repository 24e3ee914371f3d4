/**
 * One search result: image, section and date, the title and a snippet with the matched words
 * marked (the server escapes the text and adds only <mark>), and the authors. One link per card.
 */
import { Link } from 'react-router-dom';
import { formatArticleDate } from '../../../common/dates.js';
import { sectionName } from '../../../common/sections.js';
import { imageSrcSet, imageUrl } from '../../api/media.js';
import type { SearchHit } from '../../../common/api/search.js';
import { articlePath, cardByline } from '../../components/ArticleCard.js';
import { Img } from '../../components/Img.js';
import { SafeHtml } from '../../components/SafeHtml.js';
import styles from './SearchPage.module.css';

export function ResultCard({ hit, onOpen }: { hit: SearchHit; onOpen: () => void }) {
  return (
    <article className={styles.result}>
      <div className={styles.resultMedia}>
        <Img
          src={imageUrl(hit.imageCard)}
          srcSet={imageSrcSet(hit.imageCard)}
          sizes="(min-width: 700px) 240px, 100vw"
          alt={hit.imageCardAlt ?? ''}
          width={480}
          height={320}
          className={styles.resultImage}
        />
      </div>
      <div className={styles.resultBody}>
        <p className={styles.resultKicker}>
          <span>{sectionName(hit.section)}</span>
          <span className={styles.dot} aria-hidden="true">·</span>
          <span className={styles.resultDate}>{formatArticleDate(hit.data)}</span>
        </p>
        <h2 className={styles.resultTitle}>
          <Link to={articlePath(hit)} className={styles.resultLink} onClick={onOpen}>
            <SafeHtml html={hit.titleHighlight || hit.title} />
          </Link>
        </h2>
        <SafeHtml as="p" html={hit.snippet ?? ''} className={styles.snippet} />
        <p className={styles.byline}>{cardByline(hit, 'per')}</p>
      </div>
    </article>
  );
}
