/**
 * Search history in localStorage (spec §3, §9): up to 10 entries, newest first, one per query
 * whatever its case, plus a count of how often each query was searched for CERQUES POPULARS.
 * Storage failures (private mode, quota, malformed data) are logged and read as empty (spec §8).
 */
import { HISTORY } from '../../../common/constants.js';
import {
  addToHistory,
  parseHistory,
  popularQueries,
  removeFromHistory,
  type SearchHistoryEntry,
} from '../../../common/history.js';

const COUNTS_KEY = `${HISTORY.storageKey}-counts`;
/** Popular counts are kept for this many distinct queries at most. */
const MAX_COUNTED = 100;

export interface HistoryState {
  recent: SearchHistoryEntry[];
  counts: Record<string, number>;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.error('No s’ha pogut llegir l’historial de cerca', error);
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    console.error('No s’ha pogut desar l’historial de cerca', error);
  }
}

function parseCounts(raw: string | null): Record<string, number> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1]) && e[1] > 0,
      ),
    );
  } catch {
    return {};
  }
}

export function loadHistory(): HistoryState {
  return { recent: parseHistory(read(HISTORY.storageKey)), counts: parseCounts(read(COUNTS_KEY)) };
}

// Said in this window when the history changes: the storage event only reaches other windows,
// and the results page records a search while the overlay may already be open.
const CHANGED = 'revista:search-history';

/** Calls `listener` whenever this window changes the history; returns the unsubscribe. */
export function onHistoryChange(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

function save(state: HistoryState): HistoryState {
  write(HISTORY.storageKey, JSON.stringify(state.recent));
  write(COUNTS_KEY, JSON.stringify(state.counts));
  window.dispatchEvent(new Event(CHANGED));
  return state;
}

/** Adds a search to the history and counts it; the popular list shows queries as first typed. */
export function recordInHistory(query: string, resultCount: number, now = Date.now()): HistoryState {
  const clean = query.trim();
  const state = loadHistory();
  if (clean.length === 0) return state;
  const key = clean.toLowerCase();
  const existing = Object.keys(state.counts).find((q) => q.toLowerCase() === key) ?? clean;
  const counts = { ...state.counts, [existing]: (state.counts[existing] ?? 0) + 1 };
  const kept = Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_COUNTED);
  return save({
    recent: addToHistory(state.recent, { query: clean, timestamp: now, resultCount }),
    counts: Object.fromEntries(kept),
  });
}

/** Deletes one recent search (its popularity count goes with it). */
export function deleteFromHistory(query: string): HistoryState {
  const state = loadHistory();
  const key = query.trim().toLowerCase();
  const counts = Object.fromEntries(Object.entries(state.counts).filter(([q]) => q.toLowerCase() !== key));
  return save({ recent: removeFromHistory(state.recent, query), counts });
}

export function clearHistory(): HistoryState {
  write(HISTORY.storageKey, null);
  write(COUNTS_KEY, null);
  window.dispatchEvent(new Event(CHANGED));
  return { recent: [], counts: {} };
}

export const recentSearches = (state: HistoryState) => state.recent.slice(0, HISTORY.shown);
export const popularSearches = (state: HistoryState) => popularQueries(state.counts, HISTORY.shown);
