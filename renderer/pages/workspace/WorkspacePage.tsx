/**
 * /redaccio: the staff workspace (admin only; the desktop app's start screen). It composes the
 * staff features: editions and drafts, sync with the public site, backup, the kiosk and settings. Each
 * panel lives in its own feature folder; this page only lays them out and hands each the action
 * the address asks for (`?accio=`, set by the desktop menu).
 */
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { workspaceActionOf } from '../../../common/staff.js';
import { paths } from '../../../common/routes/index.js';
import { AdminGate, SignOutButton } from '../../features/dashboards/AdminGate.js';
import { BackupPanel } from '../../features/staff-backup/BackupPanel.js';
import { EditionsPanel } from '../../features/staff-editions/EditionsPanel.js';
import { KioskPanel } from '../../features/staff-kiosk/KioskPanel.js';
import { SettingsPanel } from '../../features/staff-settings/SettingsPanel.js';
import { SyncPanel } from '../../features/staff-sync/SyncPanel.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import styles from './WorkspacePage.module.css';

export default function WorkspacePage() {
  usePageMeta({ title: 'Redacció' });
  return (
    <div className={styles.page}>
      <AdminGate title="Redacció" errorMessage="Error carregant la redacció">
        <Workspace />
      </AdminGate>
    </div>
  );
}

function Workspace() {
  const [params, setParams] = useSearchParams();
  const action = workspaceActionOf(params.get('accio'));
  const done = useCallback(() => {
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('accio');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  return (
    <>
      <header className={styles.header}>
        <div className={styles.headerTop}>
          <p className="eyebrow">Redacció · Revista Estany</p>
          <nav className={styles.headerNav} aria-label="Taulers d'administració">
            <Link to={paths.searchDashboard()} className={styles.navLink}>
              Tauler de cerques
            </Link>
            <Link to={paths.connectionsDashboard()} className={styles.navLink}>
              Tauler de connexions
            </Link>
            <SignOutButton />
          </nav>
        </div>
        <h1 className={styles.title}>Redacció</h1>
        <p className={styles.intro}>Les edicions publicades i els esborranys, la còpia de la revista en aquest equip i les seves dades.</p>
      </header>
      <div className={styles.panels}>
        <EditionsPanel action={action} onActionDone={done} />
        <SyncPanel action={action} onActionDone={done} />
        <BackupPanel action={action} onActionDone={done} />
        <KioskPanel />
        <SettingsPanel />
      </div>
    </>
  );
}
