/**
 * An article's entries in the record, beside its revisions in the history: who created, saved,
 * restored, corrected it, and when (the latest 20; the whole list is in 'Registre').
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatMagazineDateTime } from '../../../common/dates.js';
import { paths } from '../../../common/routes/index.js';
import { fetchRecord, recordKeys } from '../../api/record.js';
import styles from './RevisionHistory.module.css';

const LIMIT = 20;

export function ArticleRecord({ id, currentRevision }: { id: string; currentRevision: number }) {
  const query = { article: id, page: 1, limit: LIMIT };
  // Read again after each save, as the revisions are.
  const record = useQuery({ queryKey: [...recordKeys.list(query), currentRevision], queryFn: () => fetchRecord(query) });
  return (
    <section className={styles.record} aria-labelledby="article-record-title">
      <h3 id="article-record-title" className={styles.status}>
        Al registre
      </h3>
      {record.isError && <p className={styles.meta}>No s’ha pogut llegir el registre d’aquest article.</p>}
      {record.data && record.data.entries.length === 0 && <p className={styles.meta}>El registre encara no té res d’aquest article.</p>}
      {record.data && record.data.entries.length > 0 && (
        <ol className={styles.recordList}>
          {record.data.entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{formatMagazineDateTime(entry.at)}</time> · {entry.actor.name}: {entry.summary}
            </li>
          ))}
        </ol>
      )}
      {record.data && record.data.pagination.total > LIMIT && <Link to={paths.deskRecord()}>Tot el registre</Link>}
    </section>
  );
}
