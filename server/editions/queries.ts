/** The staff's editions: every edition with its state, and its state changes: Publica, Retira and Descarta. */
import type { EditionStatus, EditionSummary } from '../../common/types.js';
import { deleteDraftIssue, publishIssue, withdrawIssue } from '../content/store.js';
import type { Db } from '../db/connection.js';
import { mediaUsedOutside } from '../import/queries.js';
import type { MediaStore } from '../media/store.js';
import { draftEditionMedia } from './draftMedia.js';

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

/** 'Publica' of a draft: one transaction; the caller announces the change (caches, rendered pages). */
export async function publishEdition(db: Db, number: number): Promise<void> {
  await db.transaction((trx) => publishIssue(trx, number, new Date().toISOString()));
}

/** 'Retira': a published edition back to draft, all or nothing; false when it was not published. */
export async function withdrawEdition(db: Db, number: number): Promise<boolean> {
  return db.transaction((trx) => withdrawIssue(trx, number, new Date().toISOString()));
}

/**
 * 'Descarta': deletes a draft, then the media files that only it used (files another edition,
 * article or author also names stay). Returns the names of the files removed.
 */
export async function discardEdition(db: Db, media: MediaStore, number: number): Promise<string[]> {
  const names = await draftEditionMedia(db, number);
  await db.transaction((trx) => deleteDraftIssue(trx, number));
  const removed: string[] = [];
  for (const name of names) {
    if (await mediaUsedOutside(db, name, [])) continue;
    await media.remove(name);
    await media.remove(`small/${name}`);
    removed.push(name);
  }
  return removed;
}
