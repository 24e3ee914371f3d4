/**
 * The content import (decisions.md): JSON exports in the spec's entity shapes plus a media
 * folder. Every record is validated; each edition goes in with all of its articles in one
 * transaction or not at all; the report says what was rejected and why.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { Article, Author, Issue } from '../../common/types.js';
import { replaceIssue, writeAuthor } from '../content/store.js';
import { contentChanged } from '../content/events.js';
import type { Db } from '../db/connection.js';
import type { MediaStore } from '../media/store.js';
import { articleRecord, authorRecord, describeIssues, issueRecord } from './records.js';

export interface ImportReport {
  authors: number;
  issues: number;
  articles: number;
  media: number;
  rejected: { kind: 'author' | 'issue' | 'article' | 'media' | 'file'; id: string; reason: string }[];
}

const MEDIA_EXTENSIONS = /\.(jpe?g|png|webp|avif|gif|svg|mp4|webm|ogv)$/i;

function readArray(dir: string, file: string, report: ImportReport): unknown[] {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) return [];
  try {
    const value: unknown = JSON.parse(fs.readFileSync(full, 'utf8'));
    if (Array.isArray(value)) return value;
    report.rejected.push({ kind: 'file', id: file, reason: 'must hold a JSON array' });
  } catch (error) {
    report.rejected.push({ kind: 'file', id: file, reason: `not valid JSON (${(error as Error).message})` });
  }
  return [];
}

function recordId(raw: unknown, index: number): string {
  const id = (raw as { _id?: unknown } | null)?._id;
  if (typeof id === 'string') return id;
  if (typeof id === 'object' && id !== null && typeof (id as { $oid?: unknown }).$oid === 'string') return (id as { $oid: string }).$oid;
  return `#${index}`;
}

function validateAll<T>(
  raws: unknown[],
  schema: z.ZodType<T>,
  kind: ImportReport['rejected'][number]['kind'],
  report: ImportReport,
): T[] {
  return raws.flatMap((raw, index) => {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return [parsed.data];
    report.rejected.push({ kind, id: recordId(raw, index), reason: describeIssues(parsed.error) });
    return [];
  });
}

/** Database errors become a reason a person can act on, without SQL text. */
function conflictReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/unique|duplicate/i.test(message)) return 'an article id or section/url already belongs to another edition';
  if (/foreign key/i.test(message)) return 'refers to something that does not exist';
  return 'could not be written';
}

async function copyMedia(dir: string, media: MediaStore, report: ImportReport): Promise<void> {
  const source = path.join(dir, 'media');
  if (!fs.existsSync(source)) return;
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    if (!entry.isFile() || !/^[\w][\w.-]*$/.test(entry.name) || !MEDIA_EXTENSIONS.test(entry.name)) {
      report.rejected.push({ kind: 'media', id: entry.name, reason: 'not an image or video file with a plain name' });
      continue;
    }
    await media.put(entry.name, fs.readFileSync(path.join(source, entry.name)));
    report.media += 1;
  }
}

export async function importMagazine(db: Db, dir: string, media: MediaStore): Promise<ImportReport> {
  const report: ImportReport = { authors: 0, issues: 0, articles: 0, media: 0, rejected: [] };
  if (!fs.existsSync(dir)) throw new Error(`No folder at ${dir}.`);
  const authors = validateAll<Author>(readArray(dir, 'authors.json', report), authorRecord, 'author', report);
  const issues = validateAll<Issue>(readArray(dir, 'issues.json', report), issueRecord, 'issue', report);
  const articles = validateAll<Article>(readArray(dir, 'articles.json', report), articleRecord, 'article', report);
  await copyMedia(dir, media, report);

  const now = new Date().toISOString();
  for (const author of authors) {
    await db.transaction((trx) => writeAuthor(trx, author, now));
    report.authors += 1;
  }

  const invalidArticleIds = new Set(report.rejected.filter((r) => r.kind === 'article').map((r) => r.id));
  const byIssue = new Map<number, Article[]>();
  for (const article of articles) byIssue.set(article.issueNumber, [...(byIssue.get(article.issueNumber) ?? []), article]);
  for (const issue of issues) {
    const own = byIssue.get(issue.number) ?? [];
    byIssue.delete(issue.number);
    const broken = issue.articlesOrder.filter((id) => invalidArticleIds.has(id));
    if (broken.length > 0) {
      report.rejected.push({ kind: 'issue', id: issue._id, reason: `has rejected articles: ${broken.join(', ')}` });
      continue;
    }
    const order = issue.articlesOrder.length > 0 ? issue.articlesOrder : own.map((a) => a._id);
    try {
      await db.transaction((trx) => replaceIssue(trx, { ...issue, articlesOrder: order }, own, now));
      report.issues += 1;
      report.articles += own.length;
    } catch (error) {
      report.rejected.push({ kind: 'issue', id: issue._id, reason: conflictReason(error) });
    }
  }
  for (const [number, orphans] of byIssue) {
    for (const article of orphans) {
      report.rejected.push({ kind: 'article', id: article._id, reason: `edition ${number} is not in issues.json` });
    }
  }
  contentChanged();
  return report;
}
