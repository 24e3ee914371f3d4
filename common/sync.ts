/** Sync of the staff's offline copy from the public site: the status the workspace shows. */
import type { SyncCounts, SyncPhase } from './api/sync.js';
import { countLabel } from './plural.js';

export type { PendingDeletion, SyncCounts, SyncPhase, SyncStatus } from './api/sync.js';

export const SYNC_PHASE_LABELS: Record<SyncPhase, string> = {
  content: 'Edicions, articles i autors',
  media: 'Imatges i vídeos',
  analytics: 'Xifres dels taulers',
};

export const EMPTY_SYNC_COUNTS: SyncCounts = {
  issuesNew: 0,
  issuesUpdated: 0,
  issuesDeleted: 0,
  articlesNew: 0,
  articlesUpdated: 0,
  articlesDeleted: 0,
  authorsNew: 0,
  authorsUpdated: 0,
  authorsDeleted: 0,
  images: 0,
  videos: 0,
  skipped: 0,
};


/** One kind's counts: '12 articles nous, 3 actualitzats, 1 esborrat' (the noun once, on the first figure). */
function kindPhrase(
  counts: [number, number, number],
  noun: [string, string],
  adjectives: [[string, string], [string, string], [string, string]],
): string | null {
  const parts: string[] = [];
  counts.forEach((n, i) => {
    if (n === 0) return;
    const [one, many] = adjectives[i]!;
    parts.push(parts.length === 0 ? `${countLabel(n, noun[0], noun[1])} ${n === 1 ? one : many}` : countLabel(n, one, many));
  });
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The summary staff read after a sync, in Catalan. */
export function syncSummary(c: SyncCounts): string {
  const masculine: [[string, string], [string, string], [string, string]] = [['nou', 'nous'], ['actualitzat', 'actualitzats'], ['esborrat', 'esborrats']];
  const feminine: [[string, string], [string, string], [string, string]] = [['nova', 'noves'], ['actualitzada', 'actualitzades'], ['esborrada', 'esborrades']];
  const parts = [
    kindPhrase([c.articlesNew, c.articlesUpdated, c.articlesDeleted], ['article', 'articles'], masculine),
    kindPhrase([c.issuesNew, c.issuesUpdated, c.issuesDeleted], ['edició', 'edicions'], feminine),
    kindPhrase([c.authorsNew, c.authorsUpdated, c.authorsDeleted], ['autor', 'autors'], masculine),
    c.images > 0 ? countLabel(c.images, 'imatge', 'imatges') : null,
    c.videos > 0 ? countLabel(c.videos, 'vídeo', 'vídeos') : null,
    c.skipped > 0 ? `${countLabel(c.skipped, 'element omès', 'elements omesos')} per no tocar els esborranys locals` : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(', ') : 'Cap canvi: la còpia ja era al dia';
}
