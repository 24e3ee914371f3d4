/** The workspace's list of published articles with a correction readers do not see yet, each opening its editor. */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { htmlToPlainLine } from '../../../common/html.js';
import { paths } from '../../../common/routes/index.js';
import { sectionName } from '../../../common/sections.js';
import { deskKeys, fetchPendingCorrections } from '../../api/desk.js';
import { revisionTime } from './RevisionHistory.js';
import styles from './Desk.module.css';

export function PendingCorrections() {
  const list = useQuery({ queryKey: deskKeys.corrections, queryFn: (ctx) => fetchPendingCorrections(ctx) });
  const corrections = list.data?.corrections ?? [];
  if (corrections.length === 0) return null;
  return (
    <section className={`${styles.notice} ${styles.correction}`} aria-labelledby="pending-corrections-title" data-testid="pending-corrections">
      <h2 id="pending-corrections-title" className={styles.sectionTitle}>
        Correccions pendents de publicar
      </h2>
      <ul className={styles.correctionList}>
        {corrections.map((c) => (
          <li key={c.id}>
            <Link to={paths.deskArticle(c.id)}>{htmlToPlainLine(c.title)}</Link>{' '}
            <span className={styles.status}>
              · {sectionName(c.section)}, número {c.issueNumber} · editada el {revisionTime(c.updatedAt)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
