/** /redaccio/calendari: the calendar of editions (every staff role reads it; editors schedule from it). */
import { paths } from '../../../common/routes/index.js';
import { AdminGate } from '../../features/dashboards/AdminGate.js';
import { CalendarScreen } from '../../features/staff-calendar/CalendarScreen.js';
import { DeskHeading } from '../../features/staff-desk/DeskHeading.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import styles from '../../features/staff-desk/Desk.module.css';

export default function DeskCalendarPage() {
  usePageMeta({ title: 'Calendari' });
  return (
    <div className={styles.page}>
      <AdminGate title="Calendari" errorMessage="Error carregant el calendari">
        <DeskHeading crumbs={[{ to: paths.workspace(), label: 'Redacció' }]} title="Calendari" />
        <CalendarScreen />
      </AdminGate>
    </div>
  );
}
