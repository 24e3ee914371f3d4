/** Workspace panel "Còpia de seguretat": a placeholder until its feature lands. */
import type { WorkspaceAction } from '../../../common/staff.js';

export function BackupPanel(_props: { action: WorkspaceAction | null; onActionDone: () => void }) {
  return (
    <section aria-labelledby="backuppanel-title">
      <h2 id="backuppanel-title">Còpia de seguretat</h2>
    </section>
  );
}
