/**
 * Content events: what a committed write changed, typed, so that whatever keeps derived copies (the
 * reader caches, built in the composition root) drops only what the change can reach. A draft's
 * change reaches the preview audience only; anything readers see reaches everyone.
 *
 * The content writer collects the events of a transaction and publishes them through a
 * ContentEventSink once it has committed; writers never know who listens. The bus is an instance
 * made by the composition root (server/app.ts, server/main.ts), which alone subscribes: to the
 * reader caches, and to the broadcast (broadcast.ts) that carries the same events to the other
 * server processes on the database. A lint rule (content-event) keeps the bus there.
 */

/** Who can see an article's change: readers (a published article) or only the preview audience (a draft's). */
export type Visibility = 'published' | 'draft';

/**
 * What happened to an edition: 'draft' a draft changed (readers never saw it), 'published' it went
 * out or a published one changed, 'withdrawn' readers saw it and no longer do ('Retira').
 */
export type EditionChange = 'draft' | 'published' | 'withdrawn';

export type ContentEvent =
  | { type: 'article'; id: string; visibility: Visibility }
  | { type: 'edition'; number: number; status: EditionChange }
  | { type: 'author'; id: string }
  | { type: 'media'; name: string };

/**
 * What a subscriber hears: the events of one commit, made here or in another process; 'unknown'
 * when another process changed something this one cannot name (a change missed while the
 * broadcast was reconnecting, another process's write on the SQLite file): everything derived goes.
 */
export type ContentChange =
  | { origin: 'this-process'; events: readonly ContentEvent[] }
  | { origin: 'elsewhere'; events: readonly ContentEvent[] | 'unknown' };

/** Where the writers of the content area publish their committed events. */
export interface ContentEventSink {
  publish(events: readonly ContentEvent[]): void;
}

type Listener = (change: ContentChange) => void;

/** The bus: one per server process, made by the composition root. */
export class ContentEventBus implements ContentEventSink {
  private readonly listeners = new Set<Listener>();

  /** Subscribes; returns the unsubscribe. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(events: readonly ContentEvent[]): void {
    if (events.length > 0) this.emit({ origin: 'this-process', events });
  }

  /** Another process's change, as the broadcast heard it. */
  heard(events: readonly ContentEvent[] | 'unknown'): void {
    this.emit({ origin: 'elsewhere', events });
  }

  private emit(change: ContentChange): void {
    for (const listener of this.listeners) listener(change);
  }
}

/** A key per event, so that a transaction writing one article ten times announces it once. */
export function eventKey(event: ContentEvent): string {
  switch (event.type) {
    case 'article':
      return `article ${event.id} ${event.visibility}`;
    case 'edition':
      return `edition ${event.number} ${event.status}`;
    case 'author':
      return `author ${event.id}`;
    case 'media':
      return `media ${event.name}`;
  }
}
