/**
 * The content import (docs/decisions/0013-import-all-or-nothing.md): JSON exports in the spec's entity shapes plus media, from a
 * folder (`npm run import`) or an uploaded edition package (.zip, stored as a draft). One path
 * reads and validates both (`planImport`); the two differ only in how they write:
 *
 * - the folder import publishes: each edition goes in with all of its articles in one
 *   transaction or not at all, and the rest still goes in;
 * - a package is a draft and all or nothing: any rejected record rejects the whole package, and
 *   nothing is left behind (no rows, no media). It never changes published content: an edition
 *   number that is already published, an article address or id of another edition, a published
 *   author's profile or a media file published content uses under the same name.
 */
import type { z } from 'zod';
import { WHOLE_PACKAGE } from '../../common/api/editions.js';
import { paths } from '../../common/routes/index.js';
import type { Article, Author, Issue, PackageReport } from '../../common/types.js';
import type { ContentWriter } from '../content/writer.js';
import type { Db } from '../db/connection.js';
import { importedForms } from '../media/prepareImage.js';
import type { MediaStore } from '../media/store.js';
import { existingArticles, existingAuthors, existingIssues, mediaUsedOutside } from './queries.js';
import { RefusedEntry, reasons, type Reason } from './reasons.js';
import { describeMedia } from './mediaAlts.js';
import { articleRecord, authorRecord, issueRecord, mediaRecord, type MediaRecord } from './records.js';
import { folderSource, type ImportSource, type RecordFile, type Rejection, type SourceFile } from './source.js';

type ImportReport = PackageReport;

const MEDIA_NAME = /^[\w][\w.-]*$/;
const MEDIA_EXTENSIONS = /\.(jpe?g|png|webp|avif|gif|svg|mp4|webm|ogv)$/i;

export const emptyReport = (): ImportReport => ({ authors: 0, issues: 0, articles: 0, media: 0, editions: [], rejected: [] });

/** The records of a file: null when the source has no such file, [] when it could not be read (and said why). */
async function readArray(source: ImportSource, file: RecordFile, report: ImportReport): Promise<unknown[] | null> {
  let text: string | null;
  try {
    text = await source.text(file);
  } catch (error) {
    if (!(error instanceof RefusedEntry)) throw error;
    report.rejected.push({ kind: 'file', id: file, ...error.why });
    return [];
  }
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value)) return value;
    report.rejected.push({ kind: 'file', id: file, ...reasons.notAList() });
  } catch (error) {
    report.rejected.push({ kind: 'file', id: file, ...reasons.invalidJson(error as Error) });
  }
  return [];
}

function recordId(raw: unknown, index: number): string {
  const id = (raw as { _id?: unknown } | null)?._id;
  if (typeof id === 'string') return id;
  if (typeof id === 'object' && id !== null && typeof (id as { $oid?: unknown }).$oid === 'string') return (id as { $oid: string }).$oid;
  return `#${index}`;
}

function validateAll<T>(raws: unknown[], schema: z.ZodType<T>, kind: Rejection['kind'], report: ImportReport): T[] {
  return raws.flatMap((raw, index) => {
    // With the input in each issue, a missing field reads as missing (reasons.ts).
    const parsed = schema.safeParse(raw, { reportInput: true });
    if (parsed.success) return [parsed.data];
    report.rejected.push({ kind, id: recordId(raw, index), ...reasons.invalidRecord(parsed.error) });
    return [];
  });
}

/** Database errors become a reason a person can act on, without SQL text. */
function conflictReason(error: unknown): Reason {
  const message = error instanceof Error ? error.message : String(error);
  if (/unique|duplicate/i.test(message)) return reasons.writeConflict();
  if (/foreign key/i.test(message)) return reasons.missingReference();
  return reasons.writeFailed();
}

export interface Edition {
  issue: Issue;
  articles: Article[];
}

interface ImportPlan {
  authors: Author[];
  editions: Edition[];
  media: SourceFile[];
  /** The alt text media.json gives files of media/. */
  alts: MediaRecord[];
  /** Whether the source has an issues.json at all. */
  hasIssuesFile: boolean;
}

/** Reads and validates a source with the import's rules; every refusal lands in the report. */
export async function planImport(source: ImportSource, report: ImportReport): Promise<ImportPlan> {
  report.rejected.push(...source.problems);
  const authors = validateAll<Author>((await readArray(source, 'authors.json', report)) ?? [], authorRecord, 'author', report);
  const issueRecords = await readArray(source, 'issues.json', report);
  const issues = validateAll<Issue>(issueRecords ?? [], issueRecord, 'issue', report);
  const articles = validateAll<Article>((await readArray(source, 'articles.json', report)) ?? [], articleRecord, 'article', report);
  const media = source.media.filter((file) => {
    if (MEDIA_NAME.test(file.name) && MEDIA_EXTENSIONS.test(file.name)) return true;
    report.rejected.push({ kind: 'media', id: file.name, ...reasons.unsupportedMedia() });
    return false;
  });
  const named = new Set(media.map((file) => file.name));
  const alts = validateAll<MediaRecord>((await readArray(source, 'media.json', report)) ?? [], mediaRecord, 'media', report).filter((record) => {
    if (named.has(record.name)) return true;
    report.rejected.push({ kind: 'media', id: record.name, ...reasons.altWithoutMedia() });
    return false;
  });
  const hasIssuesFile = issueRecords !== null;
  // Articles with no issues.json at all: the file is missing, not each article's edition.
  if (!hasIssuesFile && articles.length > 0) report.rejected.push({ kind: 'file', id: 'issues.json', ...reasons.missingFile('issues.json') });

  const invalidArticleIds = new Set(report.rejected.filter((r) => r.kind === 'article').map((r) => r.id));
  const byIssue = new Map<number, Article[]>();
  for (const article of articles) byIssue.set(article.issueNumber, [...(byIssue.get(article.issueNumber) ?? []), article]);
  const editions: Edition[] = [];
  for (const issue of issues) {
    const own = byIssue.get(issue.number) ?? [];
    byIssue.delete(issue.number);
    const broken = issue.articlesOrder.filter((id) => invalidArticleIds.has(id));
    if (broken.length > 0) {
      report.rejected.push({ kind: 'issue', id: issue._id, ...reasons.rejectedArticles(broken) });
      continue;
    }
    const order = issue.articlesOrder.length > 0 ? issue.articlesOrder : own.map((a) => a._id);
    editions.push({ issue: { ...issue, articlesOrder: order }, articles: own });
  }
  for (const [number, orphans] of hasIssuesFile ? byIssue : new Map<number, Article[]>()) {
    for (const article of orphans) report.rejected.push({ kind: 'article', id: article._id, ...reasons.editionNotInIssues(number) });
  }
  return { authors, editions, media, alts, hasIssuesFile };
}

/** `npm run import`: publishes every valid edition, each in its own transaction. */
export async function importMagazine(content: ContentWriter, dir: string, media: MediaStore): Promise<ImportReport> {
  const report = emptyReport();
  const plan = await planImport(folderSource(dir), report);
  const written = new Map<string, Buffer>();
  for (const file of plan.media) {
    const { bytes, small } = await importedForms(await file.read());
    await media.put(file.name, bytes);
    if (small) await media.put(`small/${file.name}`, small);
    if (plan.alts.some((a) => a.name === file.name)) written.set(file.name, bytes);
    report.media += 1;
  }
  await content.write(async (w) => {
    await describeMedia(w.trx, plan.alts, async (name) => written.get(name) ?? null);
    for (const name of new Set([...plan.media.map((f) => f.name), ...plan.alts.map((a) => a.name)])) w.mediaChanged(name);
    for (const author of plan.authors) await w.writeAuthor(author);
  });
  report.authors += plan.authors.length;
  for (const { issue, articles } of plan.editions) {
    try {
      await content.write((w) => w.replaceIssue(issue, articles));
      report.issues += 1;
      report.articles += articles.length;
      report.editions.push(issue.number);
    } catch (error) {
      report.rejected.push({ kind: 'issue', id: issue._id, ...conflictReason(error) });
    }
  }
  return report;
}

// ---------------------------------------------------------------------------------------------
// Edition packages: drafts, all or nothing

/** What of a package is new to the store: media files to write (upright, with their small version), authors to write. */
interface DraftWrites {
  media: { name: string; bytes: Buffer; small: Buffer | null }[];
  /** Authors to write, with the draft edition that brings each new one (null: an existing draft author). */
  authors: { author: Author; bringer: number | null }[];
}

/** The refusals only a draft has: anything that would change what readers see now. */
async function checkDraft(db: Db, store: MediaStore, plan: ImportPlan, report: ImportReport): Promise<DraftWrites> {
  const reject = (kind: Rejection['kind'], id: string, why: Reason) => report.rejected.push({ kind, id, ...why });
  const numbers = plan.editions.map((e) => e.issue.number);
  if (plan.editions.length === 0 && report.rejected.length === 0) {
    reject('file', 'issues.json', plan.hasIssuesFile ? reasons.noEdition() : reasons.missingFile('issues.json'));
  }

  const seenNumbers = new Set<number>();
  for (const { issue } of plan.editions) {
    if (seenNumbers.has(issue.number)) reject('issue', issue._id, reasons.duplicateEdition(issue.number));
    seenNumbers.add(issue.number);
  }
  for (const existing of await existingIssues(db, numbers, plan.editions.map((e) => e.issue._id))) {
    const mine = plan.editions.find((e) => e.issue.number === existing.number || e.issue._id === existing.id)!;
    if (existing.status === 'published') {
      reject('issue', mine.issue._id, existing.number === mine.issue.number ? reasons.editionPublished(existing.number) : reasons.idOfPublished(existing.id, existing.number));
    } else if (existing.number !== mine.issue.number) {
      reject('issue', mine.issue._id, reasons.idOfDraft(existing.id, existing.number));
    }
  }

  const articles = plan.editions.flatMap((e) => e.articles);
  const ids = new Set<string>();
  const addresses = new Set<string>();
  for (const a of articles) {
    if (ids.has(a._id)) reject('article', a._id, reasons.duplicateArticle());
    if (addresses.has(`${a.section}/${a.url}`)) reject('article', a._id, reasons.duplicateAddress(paths.article(a.section, a.url)));
    ids.add(a._id);
    addresses.add(`${a.section}/${a.url}`);
  }
  const owner = new Map(articles.map((a) => [a._id, a]));
  const clashes = await existingArticles(db, [...ids], articles.map((a) => [a.section, a.url]));
  for (const row of clashes) {
    const byId = owner.get(row.id);
    if (byId && row.issue_number !== byId.issueNumber) reject('article', row.id, reasons.articleIdTaken(row.issue_number));
    const byAddress = articles.find((a) => a.section === row.section && a.url === row.url && a._id !== row.id);
    if (byAddress && row.issue_number !== byAddress.issueNumber) {
      reject('article', byAddress._id, reasons.addressTaken(paths.article(row.section, row.url), row.issue_number));
    }
  }

  const authors: DraftWrites['authors'] = [];
  const known = await existingAuthors(db, plan.authors.map((a) => a._id), plan.authors.map((a) => a.slug));
  const firstCredit = (name: string) =>
    plan.editions.find((e) => e.articles.some((a) => a.authors.includes(name)))?.issue.number ?? numbers[0] ?? 0;
  for (const author of plan.authors) {
    const same = known.find((k) => k.id === author._id);
    const slugOwner = known.find((k) => k.slug === author.slug && k.id !== author._id);
    if (slugOwner) reject('author', author._id, reasons.slugTaken(author.slug));
    // A published author's profile is not a package's to change; a draft's own authors are.
    else if (!same) authors.push({ author, bringer: firstCredit(author.name) });
    else if (same.draft_issue !== null) authors.push({ author, bringer: null });
  }

  const media: DraftWrites['media'] = [];
  for (const file of plan.media) {
    let forms: { bytes: Buffer; small: Buffer | null };
    try {
      forms = await importedForms(await file.read());
    } catch (error) {
      reject('media', file.name, error instanceof RefusedEntry ? error.why : reasons.unreadableMedia());
      continue;
    }
    const current = await store.read(file.name);
    // Already stored as it is: written again only when it lacks its small version.
    if (current?.equals(forms.bytes) && (!forms.small || (await store.stat(`small/${file.name}`)))) continue;
    if (current && !current.equals(forms.bytes) && (await mediaUsedOutside(db, file.name, numbers))) {
      reject('media', file.name, reasons.mediaNameTaken());
      continue;
    }
    media.push({ name: file.name, ...forms });
  }
  return { media, authors };
}

/**
 * Stores a package as draft editions, or nothing. Returns the report; `report.rejected` empty
 * means the package is stored.
 */
export async function importPackage(db: Db, content: ContentWriter, source: ImportSource, store: MediaStore): Promise<ImportReport> {
  const report = emptyReport();
  const plan = await planImport(source, report);
  const writes = await checkDraft(db, store, plan, report);
  if (report.rejected.length > 0) return report;

  // Media first, each write undoable, so a database failure leaves the store as it was.
  const undo: (() => Promise<void>)[] = [];
  try {
    for (const { name, bytes, small } of writes.media) {
      for (const [stored, content] of [[name, bytes], [`small/${name}`, small]] as const) {
        if (!content) continue;
        const previous = await store.read(stored);
        await store.put(stored, content);
        undo.push(previous ? () => store.put(stored, previous) : () => store.remove(stored));
      }
    }
    await content.write(async (w) => {
      for (const { author, bringer } of writes.authors) {
        if (bringer === null) await w.writeAuthor(author);
        else await w.bringAuthor(author, bringer);
      }
      for (const { issue, articles } of plan.editions) await w.replaceIssue(issue, articles, 'draft');
      // The alt text goes in with the records: all or nothing. Files the package left as they were are read from the store.
      const sent = new Map(writes.media.map((m) => [m.name, m.bytes]));
      await describeMedia(w.trx, plan.alts, async (name) => sent.get(name) ?? (await store.read(name)));
      for (const name of new Set([...sent.keys(), ...plan.alts.map((a) => a.name)])) w.mediaChanged(name);
    });
  } catch (error) {
    for (const step of undo.reverse()) await step();
    report.rejected.push({ kind: 'file', id: WHOLE_PACKAGE, ...conflictReason(error) });
    return report;
  }
  // Every file the package brought, also those the store already held as they are.
  report.media = plan.media.length;
  report.authors = writes.authors.length;
  report.issues = plan.editions.length;
  report.articles = plan.editions.reduce((n, e) => n + e.articles.length, 0);
  report.editions = plan.editions.map((e) => e.issue.number);
  return report;
}
