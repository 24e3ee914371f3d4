/** Archive rules (spec §2, §4): filtering, ordering, and counts. Pure. */
import { spellingKey } from '../../../common/authors.js';
import { htmlToPlainLine } from '../../../common/html.js';
import { PAGE_SIZES } from '../../../common/constants.js';
import type { IssueList, IssueSummary } from '../../../common/types.js';
import { countLabel } from '../../../common/plural.js';

/** The archive's list (spec §7: up to a hundred editions) and its year source, the larger fetch the year buttons come from. */
export const ARCHIVE_LIST = { limit: PAGE_SIZES.archiveFetch } as const;
export const YEAR_SOURCE = { limit: PAGE_SIZES.yearSource } as const;

/** The year source is asked for only when the list does not already hold every edition. */
export const needsYearSource = (list: IssueList): boolean => list.pagination.pages > 1;

export interface ArchiveFilters {
  text: string;
  /** null: 'Tots els anys'. */
  year: number | null;
}

export function hasFilters(filters: ArchiveFilters): boolean {
  return filters.text.trim() !== '' || filters.year !== null;
}

/** Number descending, then publication date descending, then id for a total order. */
export function sortIssues(issues: readonly IssueSummary[]): IssueSummary[] {
  return [...issues].sort(
    (a, b) =>
      b.number - a.number ||
      b.publicationDate.localeCompare(a.publicationDate) ||
      a._id.localeCompare(b._id),
  );
}

/** Year and text combine; the text matches every word in the title or description, any accents or apostrophe (l'art, l’art). */
export function filterIssues(issues: readonly IssueSummary[], filters: ArchiveFilters): IssueSummary[] {
  const words = spellingKey(filters.text).split(' ').filter(Boolean);
  return issues.filter((issue) => {
    if (filters.year !== null && issue.year !== filters.year) return false;
    if (words.length === 0) return true;
    const haystack = spellingKey(`${htmlToPlainLine(issue.title)} ${htmlToPlainLine(issue.description)}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** 'N edicions disponibles' without filters, 'N de M edicions' with them (M: the real total). */
export function archiveCountLabel(shown: number, total: number, filtered: boolean): string {
  if (!filtered) return countLabel(shown, 'edició disponible', 'edicions disponibles');
  return `${shown} de ${total} edicions`;
}

/** Distinct publication years, newest first. */
export function issueYears(issues: readonly Pick<IssueSummary, 'year'>[]): number[] {
  return [...new Set(issues.map((i) => i.year))].sort((a, b) => b - a);
}

/** Consecutive runs of the (already sorted) issues that share a year: the timeline's groups. */
export function groupByYear(issues: readonly IssueSummary[]): { year: number; issues: IssueSummary[] }[] {
  const groups: { year: number; issues: IssueSummary[] }[] = [];
  for (const issue of issues) {
    const last = groups[groups.length - 1];
    if (last && last.year === issue.year) last.issues.push(issue);
    else groups.push({ year: issue.year, issues: [issue] });
  }
  return groups;
}

/** The archive's address: `?q=…&any=YYYY&vista=graella`, what its forms send and its page reads. */
export const ARCHIVE_PARAMS = { text: 'q', year: 'any', view: 'vista' } as const;
export const ARCHIVE_GRID_VIEW = 'graella';
