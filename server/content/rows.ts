/** Database rows ⇄ the common entity types, in one place. */
import { articleDataToIso } from '../../common/dates.js';
import type { SectionKey } from '../../common/sections.js';
import type { Article, ArticleSummary, Author, CoverCredit, EditionStatus, Issue } from '../../common/types.js';
import { parseJson, toBool } from '../db/connection.js';
import { parsedBody } from './parsedBodies.js';

export interface IssueRow {
  id: string;
  number: number;
  publication_date: string;
  year: number;
  title: string;
  description: string;
  cover_image: string | null;
  cover_credit: string | null;
  pdf_manual: number | boolean;
  status: EditionStatus;
  updated_at: string;
}

export interface ArticleRow {
  id: string;
  issue_number: number;
  position: number;
  section: string;
  url: string;
  title: string;
  title_pdf: string | null;
  summary: string | null;
  image_card: string | null;
  data: string;
  published_on: string;
  year: number;
  featured: number | boolean;
  body: string;
  /** Equal to its edition's status being 'published' (migration 007). */
  published: number | boolean;
  /** When a correction was last published (migration 016). */
  corrected_at: string | null;
  updated_at: string;
}

export interface AuthorRow {
  id: string;
  slug: string;
  name: string;
  photo: string | null;
  profession: string | null;
  location: string | null;
  bio_short: string | null;
  bio_full: string | null;
  education: string;
  awards: string;
  website: string | null;
  twitter: string | null;
  linkedin: string | null;
  active: number | boolean;
  updated_at: string;
}

const orUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

export function issueFromRow(row: IssueRow, articleIds: string[], sections: SectionKey[]): Issue {
  const coverCredit = parseJson<CoverCredit | null>(row.cover_credit, null);
  return {
    _id: row.id,
    number: Number(row.number),
    publicationDate: row.publication_date,
    year: Number(row.year),
    title: row.title,
    description: row.description,
    coverImage: orUndefined(row.cover_image),
    totalArticles: articleIds.length,
    sections,
    pdfManual: toBool(row.pdf_manual),
    articlesOrder: articleIds,
    ...(coverCredit ? { coverCredit } : {}),
    ...(row.status === 'draft' ? { status: 'draft' as const } : {}),
  };
}

export function issueToRow(issue: Issue, status: EditionStatus, now: string): IssueRow {
  return {
    id: issue._id,
    number: issue.number,
    publication_date: issue.publicationDate,
    year: issue.year,
    title: issue.title,
    description: issue.description,
    cover_image: issue.coverImage ?? null,
    cover_credit: issue.coverCredit ? JSON.stringify(issue.coverCredit) : null,
    pdf_manual: issue.pdfManual,
    status,
    updated_at: now,
  };
}

/**
 * A list item keeps the body only when the card must build its summary from paragraphs
 * (spec §2), and then only the paragraphs: lists stay small.
 */
export function articleFromRow(row: ArticleRow, authors: string[], withBody: boolean): Article | ArticleSummary {
  const base: ArticleSummary = {
    _id: row.id,
    title: row.title,
    section: row.section as SectionKey,
    url: row.url,
    authors,
    ...(authors.length === 1 ? { author: authors[0] } : {}),
    data: row.data,
    issueNumber: Number(row.issue_number),
    featured: toBool(row.featured),
    ...(row.title_pdf ? { titlePdf: row.title_pdf } : {}),
    ...(row.summary ? { summary: row.summary } : {}),
    ...(row.image_card ? { imageCard: row.image_card } : {}),
    ...(row.corrected_at ? { correctedAt: row.corrected_at } : {}),
    ...(toBool(row.published) ? {} : { status: 'draft' as const }),
  };
  const body = parsedBody(row.body);
  if (withBody) return { ...base, text: body };
  if (!row.summary) return { ...base, text: body.filter((b) => b.type === 'paragraph') };
  return base;
}

export function articleToRow(article: Article, position: number, issueDate: string, status: EditionStatus, now: string): ArticleRow {
  const publishedOn = articleDataToIso(article.data) ?? issueDate;
  return {
    id: article._id,
    issue_number: article.issueNumber,
    position,
    section: article.section,
    url: article.url,
    title: article.title,
    title_pdf: article.titlePdf ?? null,
    summary: article.summary ?? null,
    image_card: article.imageCard ?? null,
    data: article.data,
    published_on: publishedOn,
    year: Number(publishedOn.slice(0, 4)),
    featured: article.featured ?? false,
    body: JSON.stringify(article.text),
    published: status === 'published',
    corrected_at: article.correctedAt ?? null,
    updated_at: now,
  };
}

interface AuthorAggregates {
  totalArticles: number;
  firstPublication: string | null;
  lastPublication: string | null;
}

export function authorFromRow(row: AuthorRow, specialties: string[], stats: AuthorAggregates): Author {
  const contact = {
    ...(row.website ? { website: row.website } : {}),
    ...(row.twitter ? { twitter: row.twitter } : {}),
    ...(row.linkedin ? { linkedin: row.linkedin } : {}),
  };
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    ...(row.photo ? { photo: row.photo } : {}),
    ...(row.profession ? { profession: row.profession } : {}),
    ...(row.location ? { location: row.location } : {}),
    bio: { ...(row.bio_short ? { short: row.bio_short } : {}), ...(row.bio_full ? { full: row.bio_full } : {}) },
    specialties,
    education: parseJson(row.education, []),
    awards: parseJson(row.awards, []),
    contact,
    stats: {
      totalArticles: stats.totalArticles,
      ...(stats.firstPublication ? { firstPublication: stats.firstPublication } : {}),
      ...(stats.lastPublication ? { lastPublication: stats.lastPublication } : {}),
    },
    active: toBool(row.active),
  };
}

export function authorToRow(author: Author, now: string): AuthorRow {
  return {
    id: author._id,
    slug: author.slug,
    name: author.name,
    photo: author.photo ?? null,
    profession: author.profession ?? null,
    location: author.location ?? null,
    bio_short: author.bio.short ?? null,
    bio_full: author.bio.full ?? null,
    education: JSON.stringify(author.education),
    awards: JSON.stringify(author.awards),
    website: author.contact.website ?? null,
    twitter: author.contact.twitter ?? null,
    linkedin: author.contact.linkedin ?? null,
    active: author.active,
    updated_at: now,
  };
}
