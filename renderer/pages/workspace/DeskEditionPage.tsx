/** /redaccio/nova-edicio and /redaccio/edicio/:number: the desk's edition screen (staff only). */
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../common/routes/index.js';
import { AdminGate } from '../../features/dashboards/AdminGate.js';
import { EditionEditor } from '../../features/staff-desk/EditionEditor.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import styles from '../../features/staff-desk/Desk.module.css';

export default function DeskEditionPage() {
  const { number } = useParams();
  const parsed = number !== undefined && /^\d+$/.test(number) ? Number(number) : null;
  const title = parsed === null ? 'Nova edició' : `Edició ${parsed}`;
  usePageMeta({ title });
  return (
    <div className={styles.page}>
      <AdminGate title={title} errorMessage="Error carregant la redacció">
        <nav aria-label="Molles de pa">
          <p className={styles.crumbs}>
            <Link to={paths.workspace()}>Redacció</Link>
            <span aria-hidden="true">/</span>
            <span>{title}</span>
          </p>
        </nav>
        <header className={styles.header}>
          <div>
            <p className="eyebrow">Taula de redacció</p>
            <h1 className={styles.heading}>{title}</h1>
          </div>
          {parsed !== null && (
            <Link to={paths.edition(parsed)} className="button">
              Previsualitza l’edició
            </Link>
          )}
        </header>
        <EditionEditor key={parsed ?? 'nova'} number={parsed} />
      </AdminGate>
    </div>
  );
}
