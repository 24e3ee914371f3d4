/** /redaccio/mediateca: the desk's media library (staff only). */
import { paths } from '../../../common/routes/index.js';
import { AdminGate } from '../../features/dashboards/AdminGate.js';
import { DeskHeading } from '../../features/staff-desk/DeskHeading.js';
import { MediaLibrary } from '../../features/staff-desk/MediaLibrary.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import styles from '../../features/staff-desk/Desk.module.css';

export default function DeskMediaPage() {
  usePageMeta({ title: 'Mediateca' });
  return (
    <div className={styles.page}>
      <AdminGate title="Mediateca" errorMessage="Error carregant la redacció">
        <DeskHeading crumbs={[{ to: paths.workspace(), label: 'Redacció' }]} title="Mediateca" />
        <MediaLibrary />
      </AdminGate>
    </div>
  );
}
