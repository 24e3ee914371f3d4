/**
 * Editions at the desk: 'Nova edició' (a draft, with the next number suggested), edits of a draft
 * (its fields and the order of its articles). Sections follow from the articles. Publishing,
 * withdrawing and discarding stay with the editions area's rules.
 */
import type { z } from 'zod';
import type { createEditionRequest, DeskEdition, updateEditionRequest } from '../../common/api/desk.js';
import { countLabel } from '../../common/plural.js';
import type { Db } from '../db/connection.js';
import { HttpError } from '../http/errors.js';
import { issueByNumber } from '../content/queries.js';
import type { ContentWriter } from '../content/writer.js';
import { deskArticle, editionNotFound } from './articles.js';

/** The number 'Nova edició' proposes: one past the highest, drafts included. */
export async function nextEditionNumber(db: Db): Promise<number> {
  const row = (await db('issues').max({ n: 'number' }).first()) as { n: number | string | null } | undefined;
  return row?.n === null || row?.n === undefined ? 1 : Number(row.n) + 1;
}

export async function deskEdition(db: Db, number: number): Promise<DeskEdition> {
  const issue = await issueByNumber(db, number, 'preview');
  if (!issue) throw editionNotFound(number);
  const articles = await Promise.all(issue.articlesOrder.map((id) => deskArticle(db, id)));
  return { issue, articles: articles.flatMap((a) => (a ? [a] : [])) };
}

export async function createEdition(content: ContentWriter, db: Db, input: z.output<typeof createEditionRequest>): Promise<DeskEdition> {
  const number = input.number ?? (await nextEditionNumber(db));
  await content.write(async (w) => {
    if (await w.trx('issues').where({ number }).first('id')) {
      throw new HttpError(409, 'number_taken', `Ja hi ha una edició número ${number}: el número lliure següent és ${await nextEditionNumber(w.trx)}.`);
    }
    await w.createDraftEdition(number, input);
  });
  return deskEdition(db, number);
}

export async function updateEdition(content: ContentWriter, db: Db, number: number, input: z.output<typeof updateEditionRequest>): Promise<DeskEdition> {
  await content.write(async (w) => {
    const trx = w.trx;
    const row: { status: string } | undefined = await trx('issues').where({ number }).first('status');
    if (!row) throw editionNotFound(number);
    if (row.status !== 'draft') {
      throw new HttpError(409, 'edition_published', `L’edició ${number} ja és publicada: per canviar-ne un article, publica’n una correcció.`);
    }
    if (input.articlesOrder) {
      const ids = ((await trx('articles').where({ issue_number: number }).orderBy('id').pluck('id')) as string[]).sort();
      const asked = [...input.articlesOrder].sort();
      if (ids.length !== asked.length || ids.some((id, i) => id !== asked[i])) {
        throw new HttpError(400, 'invalid_order', `L’ordre ha de tenir cada article de l’edició ${number} una sola vegada (${countLabel(ids.length, 'article', 'articles')}).`);
      }
    }
    await w.updateDraftEdition(number, input, input.articlesOrder);
  });
  return deskEdition(db, number);
}
