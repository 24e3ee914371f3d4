/**
 * The media of draft editions. Readers must not see a draft's cover or pictures before 'Publica',
 * and media names are easy to guess ("portada-51.jpg"), so the media routes ask here which files
 * only drafts use. Drafts are few and change rarely: the set is worked out once per content change
 * and kept per process; every instance empties it on the content event (content/events.ts), as
 * the JSON cache does.
 */
import { editionMediaNames } from '../../common/editionMedia.js';
import { issueForPrint } from '../content/queries.js';
import { onContentChanged } from '../content/events.js';
import type { Db } from '../db/connection.js';
import { mediaUsedOutside } from '../import/queries.js';

/** Every media file a draft edition names: its cover, its articles' cards and bodies, the photos of authors it brings. */
export async function draftEditionMedia(db: Db, number: number): Promise<string[]> {
  const edition = await issueForPrint(db, number, 'preview');
  if (!edition) return [];
  const photos: { photo: string | null }[] = await db('authors').where({ draft_issue: number }).select('photo');
  return [...new Set([...editionMediaNames(edition.issue, edition.articles), ...photos.flatMap((p) => (p.photo ? [p.photo] : []))])];
}

/** The files only draft editions use (a file a published edition or author also names is public). */
async function draftOnlyMedia(db: Db): Promise<Set<string>> {
  const drafts = ((await db('issues').where({ status: 'draft' }).pluck('number')) as (number | string)[]).map(Number);
  const hidden = new Set<string>();
  for (const number of drafts) {
    for (const name of await draftEditionMedia(db, number)) {
      if (!hidden.has(name) && !(await mediaUsedOutside(db, name, drafts))) hidden.add(name);
    }
  }
  return hidden;
}

export class DraftMediaGate {
  private hidden: Promise<Set<string>> | null = null;

  constructor(private readonly db: Db) {
    onContentChanged(() => {
      this.hidden = null;
    });
  }

  /** Whether a file belongs only to drafts, so that readers are answered as if it did not exist. */
  async draftOnly(name: string): Promise<boolean> {
    const pending = (this.hidden ??= draftOnlyMedia(this.db));
    try {
      return (await pending).has(name);
    } catch (error) {
      // A failed read is not kept: the next request asks the database again.
      if (this.hidden === pending) this.hidden = null;
      throw error;
    }
  }
}
