/** Search history rules (spec §5, §9): pure list operations; storage lives in the renderer. */
import { HISTORY } from './constants.js';

export interface SearchHistoryEntry {
  query: string;
  timestamp: number;
  resultCount: number;
}

/** Adds a search, newest first, replacing an earlier one with the same query (any case). */
export function addToHistory(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
): SearchHistoryEntry[] {
  const query = entry.query.trim();
  if (query.length === 0) return [...history];
  const key = query.toLowerCase();
  const rest = history.filter((h) => h.query.trim().toLowerCase() !== key);
  return [{ ...entry, query }, ...rest].slice(0, HISTORY.maxEntries);
}

export function removeFromHistory(history: readonly SearchHistoryEntry[], query: string): SearchHistoryEntry[] {
  const key = query.trim().toLowerCase();
  return history.filter((h) => h.query.trim().toLowerCase() !== key);
}

/** Popular searches: queries ranked by how often they were repeated, then by recency. */
export function popularQueries(counts: Readonly<Record<string, number>>, limit: number = HISTORY.shown): string[] {
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'ca'))
    .slice(0, limit)
    .map(([query]) => query);
}

/** Reads a stored history defensively: anything malformed gives an empty history. */
export function parseHistory(raw: string | null): SearchHistoryEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (e): e is SearchHistoryEntry =>
          typeof e === 'object' && e !== null &&
          typeof (e as SearchHistoryEntry).query === 'string' &&
          typeof (e as SearchHistoryEntry).timestamp === 'number' &&
          typeof (e as SearchHistoryEntry).resultCount === 'number',
      )
      .slice(0, HISTORY.maxEntries);
  } catch {
    return [];
  }
}
