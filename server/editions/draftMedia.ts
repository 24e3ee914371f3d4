/**
 * The media of draft editions. Readers must not see a draft's cover or pictures before 'Publica',
 * and media names are easy to guess ("portada-51.jpg"), so the media routes ask here which files
 * only drafts use. What is worked out is kept per process until the content changes: the reader
 * caches (server/readerCaches.ts) make it forget on every instance, as they do the JSON cache.
 */
import { editionMediaNames } from '../../common/editionMedia.js';
import { issueForPrint } from '../content/queries.js';
import type { Db } from '../db/connection.js';
import { mediaUsedOutside } from '../import/queries.js';

/** Every media file a draft edition names: its cover, its articles' cards and bodies, the photos of authors it brings. */
export async function draftEditionMedia(db: Db, number: number): Promise<string[]> {
  const edition = await issueForPrint(db, number, 'preview');
  if (!edition) return [];
  const photos: { photo: string | null }[] = await db('authors').where({ draft_issue: number }).select('photo');
  return [...new Set([...editionMediaNames(edition.issue, edition.articles), ...photos.flatMap((p) => (p.photo ? [p.photo] : []))])];
}

interface DraftNames {
  drafts: number[];
  /** Every file some draft names or the media library holds; those published content also names are still public. */
  names: Set<string>;
}

async function draftNames(db: Db): Promise<DraftNames> {
  const drafts = ((await db('issues').where({ status: 'draft' }).pluck('number')) as (number | string)[]).map(Number);
  const names = new Set<string>();
  for (const number of drafts) for (const name of await draftEditionMedia(db, number)) names.add(name);
  // Uploads to the desk's library are as private as drafts until published content uses them.
  for (const name of (await db('media_library').pluck('name')) as string[]) names.add(name);
  return { drafts, names };
}

/** Keeps a pending answer until it fails: a failed read is not kept, the next call asks again. */
async function kept<T>(pending: Promise<T>, forget: () => void): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    forget();
    throw error;
  }
}

/**
 * Every media request asks, so the common answer is cheap: the names drafts use are read once per
 * content change, and only a request for one of those asks whether published content uses it too
 * (a search of article bodies), once per name.
 */
export class DraftMediaGate {
  private names: Promise<DraftNames> | null = null;
  private readonly usedOutside = new Map<string, Promise<boolean>>();

  constructor(private readonly db: Db) {}

  /**
   * A draft's text changed: the names drafts use are read again. Whether published content uses a
   * name stays known: it depends on published content and on which editions are drafts, and a
   * draft article's save changes neither.
   */
  forgetDraftNames(): void {
    this.names = null;
  }

  /** Editions, published content or the library changed: everything is worked out again. */
  forget(): void {
    this.names = null;
    this.usedOutside.clear();
  }

  /** Whether a file belongs only to drafts, so that readers are answered as if it did not exist. */
  async draftOnly(name: string): Promise<boolean> {
    const pendingNames = (this.names ??= draftNames(this.db));
    const { drafts, names } = await kept(pendingNames, () => {
      if (this.names === pendingNames) this.names = null;
    });
    if (!names.has(name)) return false;
    let pendingUse = this.usedOutside.get(name);
    if (!pendingUse) {
      pendingUse = mediaUsedOutside(this.db, name, drafts);
      this.usedOutside.set(name, pendingUse);
    }
    const used = pendingUse;
    return !(await kept(used, () => {
      if (this.usedOutside.get(name) === used) this.usedOutside.delete(name);
    }));
  }
}
