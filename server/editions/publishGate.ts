/**
 * The publish gate (issue 28): an edition is published only when every article in it is Acceptat,
 * or when an editor has seen the ones that are not and confirms publishing them. Every publishing
 * path calls it inside its publishing transaction ('Publica', 'Publica al web', a scheduled
 * publication), so that no path publishes a text nobody accepted without saying so.
 */
import type { Knex } from 'knex';
import type { NotAcceptedArticle } from '../../common/api/review.js';
import { countLabel } from '../../common/plural.js';
import type { ReviewState } from '../../common/review.js';
import type { Db } from '../db/connection.js';
import { HttpError } from '../http/errors.js';

/** 409 articles_not_accepted with the articles to confirm (the routes answer it with the list). */
export class ArticlesNotAccepted extends HttpError {
  constructor(
    readonly number: number,
    readonly notAccepted: NotAcceptedArticle[],
  ) {
    super(
      409,
      'articles_not_accepted',
      `L’edició ${number} té ${countLabel(notAccepted.length, 'article que encara no és «Acceptat»', 'articles que encara no són «Acceptat»')}: accepta’ls, o confirma que la vols publicar igualment.`,
    );
  }
}

/** The edition's articles not accepted yet, in the edition's order. */
export async function notAcceptedArticles(db: Db | Knex.Transaction, number: number): Promise<NotAcceptedArticle[]> {
  const rows = (await db('articles')
    .where({ issue_number: number })
    .whereNot('review_state', 'accepted')
    .orderBy([{ column: 'position' }, { column: 'id' }])
    .select('id', 'title', 'review_state')) as { id: string; title: string; review_state: ReviewState }[];
  return rows.map((r) => ({ id: r.id, title: r.title, state: r.review_state }));
}

/**
 * Refuses (ArticlesNotAccepted) publishing edition `number` while an article in it is not accepted
 * and not among `confirmed` (the ids the editor saw listed and confirmed): one the editor did not
 * see, handed back meanwhile, is listed again.
 */
export async function assertPublishable(db: Db | Knex.Transaction, number: number, confirmed: readonly string[] = []): Promise<void> {
  const seen = new Set(confirmed);
  const waiting = await notAcceptedArticles(db, number);
  if (waiting.some((a) => !seen.has(a.id))) throw new ArticlesNotAccepted(number, waiting);
}
