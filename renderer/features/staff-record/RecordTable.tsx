/** The record's entries as a table, newest first: when, who, what, on what, and the entry's sentence. */
import { Link } from 'react-router-dom';
import { CardTableHead } from '../../components/CardTableHead.js';
import type { RecordEntry } from '../../../common/api/record.js';
import { formatMagazineDateTime } from '../../../common/dates.js';
import { actionLabel, SUBJECT_LABELS } from '../../../common/record.js';
import { paths } from '../../../common/routes/index.js';
import cards from '../../styles/TableCards.module.css';
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
      {/* The roles said again for the cards of a phone (TableCards.module.css). */}
      <table role="table" className={`${styles.table} ${cards.cards}`}>
        <caption className={styles.caption}>Entrades del registre, de la més recent a la més antiga</caption>
        <CardTableHead columns={['Quan', 'Qui', 'Què', 'Sobre què', 'Resum']} />
        <tbody role="rowgroup">
          {entries.map((entry) => (
            <tr key={entry.id} role="row">
              <td role="cell" className={styles.when}>
                <time dateTime={entry.at}>{formatMagazineDateTime(entry.at)}</time>
              </td>
              <td role="cell" className={styles.who}>
                {entry.actor.name}
              </td>
              <td role="cell" className={styles.what}>
                {actionLabel(entry.action)}
              </td>
              <td role="cell" className={styles.subject} data-label="Sobre què">
                <Subject subject={entry.subject} />
              </td>
              <td role="cell" className={styles.summary}>
                {entry.summary}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
