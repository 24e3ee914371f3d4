/** How an edition's card is drawn (spec §2, §4). Pure. */
import { parseIsoDate } from '../../../common/dates.js';
import type { IssueSummary } from '../../../common/types.js';

/** A January issue or number 0 opens a year (or the magazine): it gets the large card. */
export function isLargeIssue(issue: Pick<IssueSummary, 'number' | 'publicationDate'>): boolean {
  return issue.number === 0 || parseIsoDate(issue.publicationDate)?.month === 1;
}
