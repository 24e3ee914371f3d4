/** Workspace panel "Edicions": a placeholder until its feature lands. */
import type { WorkspaceAction } from '../../../common/staff.js';

export function EditionsPanel(_props: { action: WorkspaceAction | null; onActionDone: () => void }) {
  return (
    <section aria-labelledby="editionspanel-title">
      <h2 id="editionspanel-title">Edicions</h2>
    </section>
  );
}
