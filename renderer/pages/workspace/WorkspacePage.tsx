/**
 * /redaccio: the staff workspace (staff only; the desktop app's start screen). It composes the
 * staff features: editions and drafts, sync with the public site, backup, the kiosk and settings. Each
 * panel lives in its own feature folder; this page only lays them out, with a sticky navigation
 * between them (the editions list is long), and hands each the action the address asks for
 * (`?accio=`, set by the desktop menu). What a role may not do is not offered (issue 27): the
 * server refuses it anyway.
 */
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { workspaceActionOf } from '../../../common/staff.js';
import { ROLE_NAMES } from '../../../common/staff/actor.js';
import { paths } from '../../../common/routes/index.js';
import { AdminGate, SignOutButton } from '../../features/dashboards/AdminGate.js';
import { BackupPanel } from '../../features/staff-backup/BackupPanel.js';
import { ScheduleFailures } from '../../features/staff-calendar/ScheduleFailure.js';
import { PendingCorrections } from '../../features/staff-desk/PendingCorrections.js';
import { ReviewQueue } from '../../features/staff-desk/ReviewQueue.js';
import { EditionsPanel } from '../../features/staff-editions/EditionsPanel.js';
import { KioskPanel } from '../../features/staff-kiosk/KioskPanel.js';
import { SettingsPanel } from '../../features/staff-settings/SettingsPanel.js';
import { SyncPanel } from '../../features/staff-sync/SyncPanel.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { useRoleReaches, useStaffActor } from '../../hooks/useStaffActor.js';
import { StaffPageHeader } from '../../components/StaffPageHeader.js';
import frame from '../../styles/StaffPage.module.css';
import styles from './WorkspacePage.module.css';

/** The workspace's parts, in page order: the anchor each is reached by and its name in the navigation. */
const PARTS = [
  { id: 'edicions', label: 'Edicions', admin: false },
  { id: 'sincronitzacio', label: 'Sincronització', admin: true },
  { id: 'copia', label: 'Còpia de seguretat', admin: true },
  { id: 'quiosc', label: 'Mode quiosc', admin: false },
  { id: 'configuracio', label: 'Configuració', admin: true },
] as const;

export default function WorkspacePage() {
  usePageMeta({ title: 'Redacció' });
  return (
    <div className={frame.page}>
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
  const actor = useStaffActor();
  const admin = useRoleReaches('admin');
  const editor = useRoleReaches('editor');

  return (
    <>
      <StaffPageHeader
        eyebrow="Redacció · Revista Estany"
        title="Redacció"
        intro="Les edicions publicades i els esborranys, la còpia de la revista en aquest equip i les seves dades."
        links={
          <>
            {admin && (
              <>
                <Link to={paths.searchDashboard()} className={frame.headerLink}>
                  Tauler de cerques
                </Link>
                <Link to={paths.connectionsDashboard()} className={frame.headerLink}>
                  Tauler de connexions
                </Link>
                <Link to={paths.deskPeople()} className={frame.headerLink}>
                  Persones
                </Link>
                <Link to={paths.deskRecord()} className={frame.headerLink}>
                  Registre
                </Link>
              </>
            )}
            <Link to={paths.deskSessions()} className={frame.headerLink}>
              Les meves sessions
            </Link>
            {actor && (
              <span className={styles.signedIn} data-testid="signed-in-as">
                {actor.name} · {ROLE_NAMES[actor.role]}
              </span>
            )}
            <SignOutButton />
          </>
        }
      >
        <p className={styles.deskActions}>
          {editor && (
            <>
              <Link to={paths.deskNewEdition()} className="button button--primary">
                Nova edició
              </Link>{' '}
            </>
          )}
          <Link to={paths.deskMedia()} className="button">
            Mediateca
          </Link>
          <Link to={paths.deskAuthors()} className="button">
            Autors
          </Link>
          <Link to={paths.deskCalendar()} className="button">
            Calendari
          </Link>
        </p>
        <ReviewQueue />
        {editor && <PendingCorrections />}
        <ScheduleFailures />
      </StaffPageHeader>
      <nav className={styles.partsNav} aria-label="Parts de la redacció">
        <ul className={styles.partsList}>
          {PARTS.filter((part) => admin || !part.admin).map((part) => (
            <li key={part.id}>
              <a href={`#${part.id}`} className={styles.partLink}>
                {part.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {/* The panels that carry no anchor of their own get one here; the others already have theirs. */}
      <div className={styles.panels}>
        <div id="edicions" className={styles.part}>
          <EditionsPanel action={action} onActionDone={done} />
        </div>
        {admin && <SyncPanel action={action} onActionDone={done} />}
        {admin && <BackupPanel action={action} onActionDone={done} />}
        <div id="quiosc" className={styles.part}>
          <KioskPanel />
        </div>
        {admin && <SettingsPanel />}
      </div>
    </>
  );
}
