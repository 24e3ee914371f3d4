/** /redaccio/persones: the team, their roles and statuses (administrators only; issue 27). */
import { paths } from '../../../common/routes/index.js';
import { AdminGate } from '../../features/dashboards/AdminGate.js';
import { DeskHeading } from '../../features/staff-desk/DeskHeading.js';
import { PeoplePanel } from '../../features/staff-people/PeoplePanel.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { useRoleReaches } from '../../hooks/useStaffActor.js';
import styles from '../../features/staff-desk/Desk.module.css';

export default function DeskPeoplePage() {
  usePageMeta({ title: 'Persones' });
  return (
    <div className={styles.page}>
      <AdminGate title="Persones" errorMessage="Error carregant la redacció">
        <DeskHeading crumbs={[{ to: paths.workspace(), label: 'Redacció' }]} title="Persones" />
        <People />
      </AdminGate>
    </div>
  );
}

function People() {
  const admin = useRoleReaches('admin');
  return admin ? <PeoplePanel /> : <p className={styles.notice}>Només un administrador pot veure i canviar l'equip.</p>;
}
