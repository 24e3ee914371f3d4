/**
 * Article bodies parsed once per version, not on every read: a page render or an API answer of a
 * 10,000-word article would otherwise parse its stored JSON (and make its garbage) each time.
 * Keyed by the stored text itself, so an edited body is a new entry and nothing has to empty this
 * on a content event; the oldest entries go once the texts held pass a bound. The parsed blocks
 * are shared by every reader of that version, so they are frozen.
 */
import type { BodyBlock } from '../../common/types.js';
import { parseJson } from '../db/connection.js';

// About 4 MB of text: every article of several editions, whatever their length.
const MAX_CHARS = 4_000_000;

const bodies = new Map<string, BodyBlock[]>();
let heldChars = 0;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The blocks of a stored body (none when it is empty or not valid JSON); do not change them. */
export function parsedBody(stored: unknown): BodyBlock[] {
  if (typeof stored !== 'string' || stored.length === 0) return [];
  const known = bodies.get(stored);
  if (known) return known;
  const parsed = deepFreeze(parseJson<BodyBlock[]>(stored, []));
  // A body longer than the whole bound is parsed each time rather than emptying the rest.
  if (stored.length > MAX_CHARS) return parsed;
  bodies.set(stored, parsed);
  heldChars += stored.length;
  for (const oldest of bodies.keys()) {
    if (heldChars <= MAX_CHARS) break;
    bodies.delete(oldest);
    heldChars -= oldest.length;
  }
  return parsed;
}
