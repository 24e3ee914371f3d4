/**
 * 'Publica al web' for an edition the public site has already published: a package would be
 * refused there (a published edition is never replaced), so each article this copy has corrected
 * since goes up as a correction through the public site's own desk calls (a save on its current
 * revision, then 'Publica la correcció' stamped with this copy's `correctedAt`). Readers there see
 * the corrected text, with the date it was corrected here. Media files a correction uses that the
 * public site lacks (a picture new to this copy's library) go up first, through its media library
 * with their alt text, as a package would carry them: readers there never meet a broken image.
 */
import { articleFieldsOf, type DeskEdition, type MediaItem } from '../../common/api/desk.js';
import type { ApiErrorBody } from '../../common/api/route.js';
import { editionMediaNames } from '../../common/editionMedia.js';
import type { Article } from '../../common/types.js';
import { libraryAlts } from '../content/mediaAlt.js';
import { issueForPrint } from '../content/queries.js';
import type { Db } from '../db/connection.js';
import { sniffMedia } from '../media/sniff.js';
import type { MediaStore } from '../media/store.js';
import type { RemoteSite } from '../staff/remote.js';

interface RemoteCall {
  status: number;
  message: string | undefined;
}

/** The public site's copy of an edition as its desk shows it, or null when it does not have it published. */
export async function publishedThere(remote: RemoteSite, number: number): Promise<DeskEdition | null> {
  const res = await remote.fetch(`/api/admin/desk/editions/${number}`);
  if (!res.ok) return null;
  const edition = (await res.json()) as DeskEdition;
  return edition.issue.status === 'draft' ? null : edition;
}


/**
 * Sends the published corrections of edition `number` the public site lacks; returns the ids of
 * the articles corrected there, or the failed call. An article the public site does not have is
 * left alone (its edition there is what readers got).
 */
export async function sendCorrections(
  db: Db,
  media: MediaStore,
  remote: RemoteSite,
  number: number,
  theirs: DeskEdition,
): Promise<{ corrected: string[] } | { failed: RemoteCall }> {
  const ours = await issueForPrint(db, number, 'public');
  const there = new Map(theirs.articles.map((a) => [a.article._id, a]));
  const corrected: string[] = [];
  for (const article of ours?.articles ?? []) {
    const remoteArticle = there.get(article._id);
    if (!article.correctedAt || !remoteArticle || remoteArticle.article.correctedAt === article.correctedAt) continue;
    const carried = await sendMissingMedia(db, media, remote, article);
    if (carried) return { failed: carried };
    const id = encodeURIComponent(article._id);
    const saved = await remote.fetch(`/api/admin/desk/articles/${id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...articleFieldsOf(article), baseRevision: remoteArticle.revision }),
    });
    if (!saved.ok) return { failed: await failure(saved) };
    const published = await remote.fetch(`/api/admin/desk/articles/${id}/correction/publish`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ correctedAt: article.correctedAt }),
    });
    if (!published.ok) return { failed: await failure(published) };
    corrected.push(article._id);
  }
  return { corrected };
}

/**
 * Uploads each file the article shows that the public site does not have (a file only its drafts
 * use still counts: its admin sees it); returns the failed call, if any.
 */
async function sendMissingMedia(db: Db, media: MediaStore, remote: RemoteSite, article: Article): Promise<RemoteCall | null> {
  for (const name of editionMediaNames({}, [article])) {
    const bytes = await media.read(name);
    // A file this copy lacks too cannot be carried; the public site shows what it has.
    const sniffed = bytes && sniffMedia(bytes.subarray(0, 64));
    if (!bytes || !sniffed) continue;
    const there = await remote.fetch(`/api/${sniffed.kind === 'video' ? 'videos' : 'images'}/${encodeURIComponent(name)}`, { method: 'HEAD' });
    if (there.ok) continue;
    if (there.status !== 404) return { status: there.status, message: undefined };
    const alt = (await libraryAlts(db, [name])).get(name);
    const query = new URLSearchParams({ name, ...(alt ? { alt } : {}) });
    const uploaded = await remote.fetch(`/api/admin/desk/media?${query}`, { method: 'POST', headers: { 'Content-Type': sniffed.contentType }, body: bytes });
    if (!uploaded.ok) return failure(uploaded);
    // The library names a file after the one asked for unless that is taken; the text names this one.
    const stored = ((await uploaded.json()) as MediaItem).name;
    if (stored !== name) return { status: 409, message: `El web públic ha desat «${name}» com a «${stored}»: el text corregit no el trobaria.` };
  }
  return null;
}

async function failure(res: Response): Promise<RemoteCall> {
  return { status: res.status, message: ((await res.json().catch(() => null)) as Partial<ApiErrorBody> | null)?.error?.message };
}
