/** /redaccio/sessions: 'Les meves sessions', the person's 'Claus d'accés' and 'Claus personals' (issue 27). */
import { paths } from '../../../common/routes/index.js';
import { AdminGate } from '../../features/dashboards/AdminGate.js';
import { DeskHeading } from '../../features/staff-desk/DeskHeading.js';
import { PasskeysPanel } from '../../features/staff-people/PasskeysPanel.js';
import { SessionsPanel } from '../../features/staff-people/SessionsPanel.js';
import { TokensPanel } from '../../features/staff-people/TokensPanel.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import styles from '../../features/staff-desk/Desk.module.css';

export default function DeskSessionsPage() {
  usePageMeta({ title: 'Les meves sessions' });
  return (
    <div className={styles.page}>
      <AdminGate title="Les meves sessions" errorMessage="Error carregant la redacció">
        <DeskHeading crumbs={[{ to: paths.workspace(), label: 'Redacció' }]} title="Les meves sessions" />
        <SessionsPanel />
        <section className={styles.section} aria-labelledby="claus-d-acces">
          <h2 id="claus-d-acces" className={styles.sectionTitle}>
            Claus d'accés
          </h2>
          <PasskeysPanel />
        </section>
        <section className={styles.section} aria-labelledby="claus-personals">
          <h2 id="claus-personals" className={styles.sectionTitle}>
            Claus personals
          </h2>
          <TokensPanel />
        </section>
      </AdminGate>
    </div>
  );
}
