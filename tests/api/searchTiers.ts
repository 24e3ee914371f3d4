/**
 * The tier a search result belongs to, read from the article itself (not from either index): how
 * closely it matches (the words as typed, their forms, the prefix of the word being typed:
 * normalise.matchLevels), and whether it matches at that level in its title and authors alone.
 * Relevance must list the tiers in order: tier numbers never go down along the results.
 */
import { htmlToPlainLine } from '../../common/html.js';
import type { SearchHit } from '../../common/api/search.js';
import type { BodyBlock } from '../../common/types.js';
import { parseJson, type Db } from '../../server/db/connection.js';
import { bodyText } from '../../server/search/documents.js';
import { queryTerms, stemKeys, words, type QueryTerm } from '../../server/search/normalise.js';

export const WORD = 0;
export const FORM = 1;
export const PREFIX = 2;

/** How closely one term meets a list of words: WORD, FORM, PREFIX, or Infinity for not at all. */
function termLevel(term: QueryTerm, found: readonly string[]): number {
  if (found.includes(term.word)) return WORD;
  if (found.some((w) => stemKeys(w).some((key) => term.stems.includes(key)))) return FORM;
  if (term.prefix && found.some((w) => w.startsWith(term.word))) return PREFIX;
  return Infinity;
}

const levelOf = (terms: readonly QueryTerm[], found: readonly string[]) => Math.max(...terms.map((term) => termLevel(term, found)));

export interface Tier {
  level: number;
  /** Matched at its level in the title and authors alone. */
  head: boolean;
}

export async function tiersOf(db: Db, q: string, hits: readonly SearchHit[]): Promise<Tier[]> {
  const terms = queryTerms(q);
  return Promise.all(
    hits.map(async (hit) => {
      const row = await db('articles').where('id', hit._id).first('title', 'summary', 'body');
      const head = words(`${htmlToPlainLine(row.title)} ${hit.authors.join(' ')}`);
      const rest = words(`${htmlToPlainLine(row.summary ?? '')} ${bodyText(parseJson<BodyBlock[]>(row.body, []))}`);
      const level = levelOf(terms, [...head, ...rest]);
      return { level, head: levelOf(terms, head) <= level };
    }),
  );
}

/** One number per tier, in the order relevance lists them. */
export const tierNumber = (tier: Tier) => tier.level * 2 + (tier.head ? 0 : 1);

export const ascending = (list: readonly number[]) => list.every((value, i) => i === 0 || list[i - 1]! <= value);
