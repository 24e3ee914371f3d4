/**
 * Content events on the wire between server processes (broadcast.ts): one PostgreSQL notification
 * per commit, `{ "origin": …, "events": [...] }`. A notification carries at most 8000 bytes, so a
 * commit whose events do not fit (an import of many files) is sent as "unknown": the others drop
 * everything, as they would for a change they missed. What cannot be read as events (another
 * version's notification, a hand-made NOTIFY) is taken as "unknown" too.
 */
import { z } from 'zod';
import type { ContentChange, ContentEvent } from './events.js';

/** PostgreSQL's limit is 8000 bytes; some room is left for the origin. */
const MAX_PAYLOAD_BYTES = 7800;

const eventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('article'), id: z.string(), visibility: z.enum(['published', 'draft']) }),
  z.object({ type: z.literal('edition'), number: z.number().int(), status: z.enum(['draft', 'published', 'withdrawn']) }),
  z.object({ type: z.literal('author'), id: z.string() }),
  z.object({ type: z.literal('media'), name: z.string() }),
]);

const payloadSchema = z.object({ origin: z.string(), events: z.union([z.array(eventSchema), z.literal('unknown')]) });

export function encodeChange(origin: string, events: readonly ContentEvent[]): string {
  const payload = JSON.stringify({ origin, events });
  return Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES ? payload : JSON.stringify({ origin, events: 'unknown' });
}

/** The change a notification carries; `origin` null when the payload names none. */
export function decodeChange(payload: string | undefined): { origin: string | null; events: ContentChange['events'] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload ?? '');
  } catch {
    return { origin: payload ?? null, events: 'unknown' };
  }
  const read = payloadSchema.safeParse(parsed);
  return read.success ? read.data : { origin: null, events: 'unknown' };
}
