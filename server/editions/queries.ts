/** The staff's editions (reads): every edition with its state. */
import type { EditionStatus, EditionSummary } from '../../common/types.js';
import type { Db } from '../db/connection.js';

export async function listEditions(db: Db): Promise<EditionSummary[]> {
  const rows = (await db('issues as i')
    .leftJoin('articles as a', 'a.issue_number', 'i.number')
    .select('i.number', 'i.title', 'i.publication_date', 'i.status')
    .count({ n: 'a.id' })
    .groupBy('i.number', 'i.title', 'i.publication_date', 'i.status')
    .orderBy('i.number', 'desc')) as { number: number; title: string; publication_date: string; status: EditionStatus; n: number | string }[];
  return rows.map((r) => ({
    number: Number(r.number),
    title: r.title,
    publicationDate: r.publication_date,
    articleCount: Number(r.n),
    status: r.status === 'draft' ? 'draft' : 'published',
  }));
}

export async function editionStatus(db: Db, number: number): Promise<EditionStatus | null> {
  const row: { status: EditionStatus } | undefined = await db('issues').where({ number }).first('status');
  return row ? row.status : null;
}
