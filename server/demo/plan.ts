/**
 * Which writers fill each edition. Every edition opens with the editorial and closes with the
 * recommendations, has an interview, a creative piece and a book page; the other slots go to the
 * writers with the most stock left, so no writer runs dry before the last edition.
 */
import type { SectionWriter } from './draft.js';
import type { Random } from './random.js';

/** Relative odds of an edition having 8, 9, ... 14 articles. */
const SIZE_WEIGHTS = [3, 4, 4, 3, 2, 1, 1];
const MIN_SIZE = 8;

/** At most this many pieces from one writer in one edition. */
const PER_EDITION_CAP: Record<string, number> = {
  essays: 2, poems: 2, prose: 1, stories: 1, reviews: 2, classics: 1, shelf: 1, places: 2,
};

export interface Writers {
  editorial: SectionWriter;
  recommendations: SectionWriter;
  interviews: SectionWriter;
  creative: SectionWriter[];
  books: SectionWriter[];
  /** Every writer that may take the remaining slots (the creative and book writers included). */
  flexible: SectionWriter[];
}

function pickByStock(rng: Random, writers: SectionWriter[], taken: Map<SectionWriter, number>): SectionWriter | null {
  const weights = writers.map((w) => {
    const already = taken.get(w) ?? 0;
    const left = w.remaining() - already;
    return already >= (PER_EDITION_CAP[w.name] ?? 1) || left <= 0 ? 0 : left;
  });
  const index = rng.weightedIndex(weights);
  return index >= 0 ? (writers[index] ?? null) : null;
}

/** The writers of one edition, in writing order (editorial first, recommendations last). */
export function planEdition(rng: Random, writers: Writers): SectionWriter[] {
  const size = MIN_SIZE + rng.weightedIndex(SIZE_WEIGHTS);
  const taken = new Map<SectionWriter, number>();
  const add = (w: SectionWriter | null) => {
    if (w) taken.set(w, (taken.get(w) ?? 0) + 1);
    return w !== null;
  };
  const hasInterview = writers.interviews.remaining() > 0;
  let planned = 2 + (hasInterview ? 1 : 0);
  if (add(pickByStock(rng, writers.creative, taken))) planned++;
  if (add(pickByStock(rng, writers.books, taken))) planned++;
  while (planned < size && add(pickByStock(rng, writers.flexible, taken))) planned++;

  const middle: SectionWriter[] = [];
  for (const [writer, count] of taken) for (let i = 0; i < count; i++) middle.push(writer);
  if (hasInterview) middle.push(writers.interviews);
  return [writers.editorial, ...rng.shuffle(middle), writers.recommendations];
}
