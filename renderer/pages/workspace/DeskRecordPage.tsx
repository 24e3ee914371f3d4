/** /redaccio/registre: the record of the staff's acts (administrators only). */
import { paths } from '../../../common/routes/index.js';
import { AdminGate } from '../../features/dashboards/AdminGate.js';
import { DeskHeading } from '../../features/staff-desk/DeskHeading.js';
import { RecordScreen } from '../../features/staff-record/RecordScreen.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { useRoleReaches } from '../../hooks/useStaffActor.js';
import styles from '../../features/staff-desk/Desk.module.css';

export default function DeskRecordPage() {
  usePageMeta({ title: 'Registre' });
  return (
    <div className={styles.page}>
      <AdminGate title="Registre" errorMessage="Error carregant el registre">
        <DeskHeading crumbs={[{ to: paths.workspace(), label: 'Redacció' }]} title="Registre" />
        <AdminsRecord />
      </AdminGate>
    </div>
  );
}

function AdminsRecord() {
  const admin = useRoleReaches('admin');
  return admin ? <RecordScreen /> : <p className={styles.notice}>Només un administrador pot veure el registre.</p>;
}
