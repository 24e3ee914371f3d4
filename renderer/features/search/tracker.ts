/**
 * Records searches and clicks on their results (spec §3, §7). Tracking must never disturb the
 * reader: every failure is swallowed and reported as `{ success: false }` (spec §8).
 */
import type { SearchRecordBody, SearchType } from '../../../common/api/analytics.js';
import { postSearchRecord, putSearchClick } from '../../api/search.js';
import { SEARCH_QUERY_MAX_CHARS } from '../../../common/constants.js';

type TrackResult = { success: true; analyticsId: number } | { success: false };

interface TrackedSearch {
  query: string;
  searchType: SearchType;
  results: number;
  filters?: SearchRecordBody['filters'];
  /** How long the search took, in ms. */
  responseTime?: number;
}

export async function trackSearch(search: TrackedSearch): Promise<TrackResult> {
  try {
    const answer = await postSearchRecord({
      query: search.query.trim().slice(0, SEARCH_QUERY_MAX_CHARS),
      searchType: search.searchType,
      filters: search.filters ?? {},
      results: search.results,
      context: {
        page: window.location.pathname.slice(0, 500),
        ...(document.referrer ? { referrer: document.referrer.slice(0, 500) } : {}),
      },
      ...(search.responseTime !== undefined ? { responseTime: Math.round(search.responseTime) } : {}),
    });
    return { success: true, analyticsId: answer.analyticsId };
  } catch {
    return { success: false };
  }
}

/** The click on a result: its position (from 0), time since the results showed, and whether the reader scrolled. */
export async function trackClick(
  analyticsId: number,
  click: { position: number; shownAt: number; scrolled: boolean },
): Promise<{ success: boolean }> {
  try {
    await putSearchClick(analyticsId, {
      clickedResultIndex: click.position,
      timeToClick: Math.max(0, Math.round(performance.now() - click.shownAt)),
      scrolled: click.scrolled,
    });
    return { success: true };
  } catch {
    return { success: false };
  }
}
