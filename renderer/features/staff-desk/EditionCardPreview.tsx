/**
 * The edition as the archive will show it (the archive's own card), beside the edition's form:
 * title, description, date and cover follow the form a moment after a pause in typing.
 */
import type { IssueSummary } from '../../../common/types.js';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js';
import { IssueCard } from '../../views/issue/IssueCard.js';
import { ReaderPreview } from './ReaderPreview.js';

export function EditionCardPreview({ summary }: { summary: IssueSummary }) {
  const [shown] = useDebouncedValue(summary, 250);
  return (
    <ReaderPreview id="edition-card-title" heading="L’edició a l’arxiu" frameTitle="L’edició a l’arxiu" heights={{ mobil: 280, escriptori: 260 }}>
      <IssueCard issue={shown} view="list" position={0} />
    </ReaderPreview>
  );
}
