/**
 * Entities and API shapes of the magazine (spec §3), shared by server, renderer and electron.
 * Field names follow the spec's document-store shapes (`_id`, `data`, `text`), so imports of
 * real exports and the API speak the same language.
 */
import type { SectionKey } from './sections.js';

/** Manual PDF layout attributes a body block may carry (spec §3). */
export interface PdfBlockAttributes {
  page?: number;
  styles?: string;
  division?: { contentPage?: string; contentNextPage?: string; alignLast?: boolean };
  type?: 'qr';
  path?: string;
}

interface BlockBase {
  pdf?: PdfBlockAttributes;
}

export interface ParagraphBlock extends BlockBase {
  type: 'paragraph';
  content: string;
  image?: { name: string };
  className?: string;
  /** JSON string of CSS properties, e.g. '{"fontStyle":"italic"}'. */
  styles?: string;
}
export interface PullQuoteBlock extends BlockBase {
  type: 'paragraph2';
  content: string;
  reference?: string;
}
export interface HeadingBlock extends BlockBase {
  type: 'title' | 'title2' | 'question';
  content: string;
}
export interface ImageBlock extends BlockBase {
  type: 'image';
  name: string;
  content?: string;
  className?: string;
}
export interface VideoBlock extends BlockBase {
  type: 'video';
  name: string;
  content?: string;
}
export interface YoutubeBlock extends BlockBase {
  type: 'youtube';
  /** Embed URL. */
  content: string;
  foot?: string;
}
export interface BiographyBlock extends BlockBase {
  type: 'biography';
  content: string[];
}
export interface FootnotesBlock extends BlockBase {
  type: 'footnotes';
  notes: { content: string }[];
}
export interface ImageFootBlock extends BlockBase {
  type: 'image-foot';
  content: string;
  /** Address the printed QR code points to. */
  path: string;
}

export type BodyBlock =
  | ParagraphBlock
  | PullQuoteBlock
  | HeadingBlock
  | ImageBlock
  | VideoBlock
  | YoutubeBlock
  | BiographyBlock
  | FootnotesBlock
  | ImageFootBlock;

export type BodyBlockType = BodyBlock['type'];

export interface Article {
  _id: string;
  /** HTML (sanitised on the server). */
  title: string;
  titlePdf?: string;
  section: SectionKey;
  url: string;
  summary?: string;
  text: BodyBlock[];
  authors: string[];
  /** The single author when there is exactly one (spec: "authors (list) or author (single)"). */
  author?: string;
  imageCard?: string;
  /** Date string day/month/year. */
  data: string;
  issueNumber: number;
  featured?: boolean;
  /** When a correction of the published article was last published (ISO date-time). */
  correctedAt?: string;
  /** Present only on an article of a draft edition, which only an admin session is shown. */
  status?: 'draft';
}

/** List item: an article without its body, plus a plain summary source when it has none. */
export type ArticleSummary = Omit<Article, 'text'> & { text?: BodyBlock[] };

export interface CoverCredit {
  artist: string;
  artwork: string;
  profileUrl: string;
}

export interface Issue {
  _id: string;
  number: number;
  /** ISO date, YYYY-MM-DD. */
  publicationDate: string;
  year: number;
  title: string;
  description: string;
  coverImage?: string;
  totalArticles: number;
  sections: SectionKey[];
  pdfManual: boolean;
  articlesOrder: string[];
  coverCredit?: CoverCredit;
  /** Present only on a draft edition (an uploaded package not yet published), shown to admins only. */
  status?: 'draft';
}

/** An edition is a draft (previewed by staff) until it is published. */
export type EditionStatus = 'published' | 'draft';

export interface EducationEntry {
  degree: string;
  institution: string;
  year?: number;
}
export interface AwardEntry {
  name: string;
  year?: number;
}
export interface AuthorContact {
  website?: string;
  twitter?: string;
  linkedin?: string;
}
export interface AuthorStatsSummary {
  totalArticles: number;
  firstPublication?: string;
  lastPublication?: string;
}

export interface Author {
  _id: string;
  slug: string;
  name: string;
  photo?: string;
  profession?: string;
  location?: string;
  bio: { short?: string; full?: string };
  specialties: string[];
  education: EducationEntry[];
  awards: AwardEntry[];
  contact: AuthorContact;
  stats: AuthorStatsSummary;
  active: boolean;
}

export interface AuthorStats {
  totalArticles: number;
  firstPublication: number | null;
  lastPublication: number | null;
  sectionStats: { _id: string; count: number }[];
  yearStats: { _id: number; count: number }[];
}

export interface AuthorArticleItem {
  _id: string;
  section: SectionKey;
  url: string;
  title: string;
  summary?: string;
  imageCard?: string;
  year: number;
  issueNumber: number;
}

export interface Pagination {
  page: number;
  pages: number;
  total: number;
  limit: number;
}

export interface ArticleList {
  articles: ArticleSummary[];
  pagination: Pagination;
}
export interface IssueList {
  issues: Issue[];
  pagination: Pagination;
}
export interface IssueWithArticles {
  issue: Issue;
  articles: ArticleSummary[];
}
export interface AuthorList {
  authors: Author[];
  pagination: Pagination;
}
export interface AuthorArticles {
  articles: AuthorArticleItem[];
  pagination: Pagination;
}

/** The one error shape of the API (decisions.md). */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** Everything the demo generator and the import produce, before it reaches the database. */
export interface MagazineContent {
  authors: Author[];
  issues: Issue[];
  articles: Article[];
}

/** A row of the staff workspace's list of editions (GET /api/admin/editions). */
export interface EditionSummary {
  number: number;
  title: string;
  /** ISO date, YYYY-MM-DD. */
  publicationDate: string;
  articleCount: number;
  status: EditionStatus;
}

/** What became of an edition package: what was stored, and every record refused with its reason. */
export interface PackageReport {
  authors: number;
  issues: number;
  articles: number;
  media: number;
  /** The numbers of the editions stored as drafts. */
  editions: number[];
  /** Each refused record or file: a stable machine `code` (server/import/reasons.ts) and the reason in Catalan. */
  rejected: { kind: 'author' | 'issue' | 'article' | 'media' | 'file'; id: string; code: string; reason: string }[];
}
