/**
 * Whom a content change reaches, the rule the reader caches drop by (server/readerCaches.ts):
 *
 * - 'draft-text': only articles of draft editions changed (the desk's autosave). The preview
 *   audience's answers and pages go, with the names the draft-media gate knows drafts use, and the
 *   content clock; what readers get (their answers and pages, feeds, sitemaps) stays.
 * - 'drafts': draft editions changed too (created, edited, discarded, a package stored in one):
 *   the same, and the whole draft-media gate, since which editions are drafts may have changed.
 * - 'everyone': anything readers see (a published article or its correction, an edition published
 *   or withdrawn, an author, a media file), or a change this process cannot name: everything goes.
 */
import type { ContentChange, ContentEvent } from './events.js';

export type Reach = 'draft-text' | 'drafts' | 'everyone';

const ORDER: Reach[] = ['draft-text', 'drafts', 'everyone'];

function reachOfEvent(event: ContentEvent): Reach {
  switch (event.type) {
    case 'article':
      return event.visibility === 'draft' ? 'draft-text' : 'everyone';
    case 'edition':
      return event.status === 'draft' ? 'drafts' : 'everyone';
    case 'author':
    case 'media':
      return 'everyone';
  }
}

/** The widest reach of a change's events; null when it has none. */
export function reachOf(events: ContentChange['events']): Reach | null {
  if (events === 'unknown') return 'everyone';
  let widest = -1;
  for (const event of events) widest = Math.max(widest, ORDER.indexOf(reachOfEvent(event)));
  return widest < 0 ? null : ORDER[widest]!;
}
