/** The record's entries as a table, newest first: when, who, what, on what, and the entry's sentence. */
import { Link } from 'react-router-dom';
import type { RecordEntry } from '../../../common/api/record.js';
import { formatMagazineDateTime } from '../../../common/dates.js';
import { actionLabel, SUBJECT_LABELS } from '../../../common/record.js';
import { paths } from '../../../common/routes/index.js';
import styles from './RecordScreen.module.css';

/** The subject, linked to its desk screen when it has one (an article, an edition). */
function Subject({ subject }: { subject: RecordEntry['subject'] }) {
  const label = SUBJECT_LABELS[subject.kind];
  if (!subject.id) return <>{label}</>;
  const to = subject.kind === 'article' ? paths.deskArticle(subject.id) : subject.kind === 'edition' && /^\d+$/.test(subject.id) ? paths.deskEdition(subject.id) : null;
  return (
    <>
      {label} {to ? <Link to={to}>{subject.id}</Link> : subject.id}
    </>
  );
}


export function RecordTable({ entries }: { entries: RecordEntry[] }) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>Entrades del registre, de la més recent a la més antiga</caption>
        <thead>
          <tr>
            <th scope="col">Quan</th>
            <th scope="col">Qui</th>
            <th scope="col">Què</th>
            <th scope="col">Sobre què</th>
            <th scope="col">Resum</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={styles.when}>
                <time dateTime={entry.at}>{formatMagazineDateTime(entry.at)}</time>
              </td>
              <td>{entry.actor.name}</td>
              <td>{actionLabel(entry.action)}</td>
              <td>
                <Subject subject={entry.subject} />
              </td>
              <td>{entry.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
