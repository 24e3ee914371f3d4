/**
 * Workspace panel "Còpia de seguretat": 'Fes una còpia de seguretat' downloads one file with a
 * consistent copy of this computer's database and its images and videos, taken while the app
 * keeps running (a native save dialog on the desktop, a download in a browser), and says how to
 * restore it. Above it, for administrators, the automatic backups (BACKUP_DIR): the last one
 * verified and the next, or, in red, a failure or a day gone by without one.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { WorkspaceAction } from '../../../common/staff.js';
import type { BackupStatus } from '../../../common/api/admin.js';
import { formatMagazineDateTime, onMagazineDateTime } from '../../../common/dates.js';
import { hasStatus } from '../../api/apiError.js';
import { downloadBackup, fetchBackupStatus, syncKeys } from '../../api/sync.js';
import panel from '../../styles/StaffPanel.module.css';

const megabytes = new Intl.NumberFormat('ca', { maximumFractionDigits: 1 });

/** What the automatic backups say, when they are on. */
function AutomaticBackups({ status }: { status: BackupStatus }) {
  const { lastSuccess, lastFailure, nextAt } = status;
  const last = lastSuccess ? `l'última, ${onMagazineDateTime(lastSuccess.at, 'de')}, verificada (${megabytes.format(lastSuccess.bytes / 1_048_576)} MB)` : 'encara cap';
  if (status.state === 'failed' && lastFailure) {
    return (
      <p className={panel.error} role="alert">
        <strong>L'última còpia automàtica ha fallat</strong> ({formatMagazineDateTime(lastFailure.at)}): {lastFailure.message}. Còpies bones: {last}.
      </p>
    );
  }
  if (status.state === 'missing') {
    return (
      <p className={panel.error} role="alert">
        <strong>Fa més d'un dia que no es fa cap còpia automàtica</strong> ({last}). Comproveu que el servidor funcioni a l'hora de la còpia.
      </p>
    );
  }
  return (
    <p className={panel.status} role="status">
      <strong>Còpies automàtiques:</strong> {last}.{nextAt ? ` La propera, ${onMagazineDateTime(nextAt)}.` : ''}
    </p>
  );
}

function backupError(error: unknown): string {
  if (hasStatus(error, 409)) {
    return 'Aquest servidor fa servir PostgreSQL: la còpia de seguretat la fa qui en té cura, amb les eines de la base de dades (ho explica la guia tècnica de la revista).';
  }
  return "No s'ha pogut fer la còpia de seguretat. Torna-ho a provar.";
}

export function BackupPanel({ action, onActionDone }: { action: WorkspaceAction | null; onActionDone: () => void }) {
  const backup = useMutation({ mutationFn: downloadBackup });
  const automatic = useQuery({ queryKey: syncKeys.backups, queryFn: (ctx) => fetchBackupStatus(ctx), refetchInterval: 60_000 });

  // Fitxer › Fes una còpia de seguretat… in the desktop menu.
  const handled = useRef(false);
  useEffect(() => {
    if (action !== 'copia' || handled.current) return;
    handled.current = true;
    backup.mutate();
    onActionDone();
  }, [action, backup, onActionDone]);

  return (
    <section className={panel.panel} aria-labelledby="backup-title" id="copia">
      <div className={panel.head}>
        <p className="eyebrow">Dades</p>
        <h2 id="backup-title" className={panel.title}>
          Còpia de seguretat
        </h2>
        <p className={panel.lede}>Un fitxer amb tota la base de dades d'aquest equip (edicions, esborranys, autors i xifres) i totes les imatges i vídeos. Es fa sense aturar l'aplicació.</p>
      </div>
      <div className={panel.body}>
        {automatic.data && automatic.data.state !== 'off' && <AutomaticBackups status={automatic.data} />}
        <div className={panel.actions}>
          <button type="button" className="button button--primary" onClick={() => backup.mutate()} disabled={backup.isPending}>
            Fes una còpia de seguretat
          </button>
          {backup.isPending && (
            <p className={panel.hint} role="status">
              Preparant la còpia…
            </p>
          )}
        </div>
        {backup.isSuccess && (
          <p className={panel.status} role="status">
            <strong>Còpia feta.</strong> {backup.data.name} ({megabytes.format(backup.data.size / 1_048_576)} MB)
          </p>
        )}
        {backup.isError && (
          <p className={panel.error} role="alert">
            {backupError(backup.error)}
          </p>
        )}
        <p className={panel.hint}>
          Per restaurar-la en un altre equip o en una carpeta buida, qui té cura del servidor hi aplica l’ordre de restauració amb aquest fitxer: la guia tècnica de la revista explica com.
        </p>
      </div>
    </section>
  );
}
