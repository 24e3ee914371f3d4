/** /redaccio/nova-edicio and /redaccio/edicio/:number: the desk's edition screen (staff only). */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../common/routes/index.js';
import { downloadEditionPackage } from '../../api/desk.js';
import { AdminGate } from '../../features/dashboards/AdminGate.js';
import { DeskHeading } from '../../features/staff-desk/DeskHeading.js';
import { useMayCall } from '../../features/staff-desk/useDeskAccess.js';
import { deskApi } from '../../../common/api/desk.js';
import { EditionEditor } from '../../features/staff-desk/EditionEditor.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import styles from '../../features/staff-desk/Desk.module.css';

/** Preview the edition as readers will see it; export it as a package (drafts and published alike). */
function EditionActions({ number }: { number: number }) {
  const [exported, setExported] = useState<string | null>(null);
  // A package carries the whole edition, drafts too: an editor's to export.
  const mayExport = useMayCall(deskApi.editionPackage);
  const exportPackage = async () => {
    try {
      const file = await downloadEditionPackage(number);
      setExported(`Paquet desat: ${file.name}.`);
    } catch {
      setExported('No s’ha pogut exportar el paquet.');
    }
  };
  return (
    <div className={styles.actions}>
      <span className={styles.status} aria-live="polite">
        {exported}
      </span>
      {mayExport && (
        <button type="button" className="button" onClick={() => void exportPackage()}>
          Exporta el paquet
        </button>
      )}
      <Link to={paths.edition(number)} className="button">
        Previsualitza l’edició
      </Link>
    </div>
  );
}

export default function DeskEditionPage() {
  const { number } = useParams();
  const parsed = number !== undefined && /^\d+$/.test(number) ? Number(number) : null;
  const title = parsed === null ? 'Nova edició' : `Edició ${parsed}`;
  usePageMeta({ title });
  return (
    <div className={styles.page}>
      <AdminGate title={title} errorMessage="Error carregant la redacció">
        <DeskHeading crumbs={[{ to: paths.workspace(), label: 'Redacció' }]} title={title}>
          {parsed !== null && <EditionActions number={parsed} />}
        </DeskHeading>
        <EditionEditor number={parsed} />
      </AdminGate>
    </div>
  );
}
