/** Workspace panel "Sincronització": a placeholder until its feature lands. */
import type { WorkspaceAction } from '../../../common/staff.js';

export function SyncPanel(_props: { action: WorkspaceAction | null; onActionDone: () => void }) {
  return (
    <section aria-labelledby="syncpanel-title">
      <h2 id="syncpanel-title">Sincronització</h2>
    </section>
  );
}
