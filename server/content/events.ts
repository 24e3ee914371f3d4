/**
 * "Content changed": an event of the content area. Every write of editions, articles or authors
 * announces it once committed; whatever keeps derived copies (the JSON cache, rendered pages,
 * feeds, image sizes) subscribes and empties itself. Writers never know who listens. Other server
 * processes on the same database hear of it too (broadcast.ts), and announce their own changes here
 * with the origin 'elsewhere', so that they are not sent back out.
 */
type ChangeOrigin = 'this-process' | 'elsewhere';

type Listener = (origin: ChangeOrigin) => void;

const listeners = new Set<Listener>();

/** Subscribes to content changes; returns the unsubscribe. */
export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after every committed write of editions, articles or authors. */
export function contentChanged(origin: ChangeOrigin = 'this-process'): void {
  for (const listener of listeners) listener(origin);
}
