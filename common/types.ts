/**
 * Entities and API shapes of the magazine (spec §3), shared by server, renderer and electron.
 * Each type is inferred from its zod schema in common/api (the wire contract), so there is one
 * definition of each; this module gives them their short names.
 */
import type { z } from 'zod';
import type { authorArticleItem, authorArticles, authorList, authorStats } from './api/authors.js';
import type { articleList, issueList, issueWithArticles } from './api/content.js';
import type { editionSummary, packageReport } from './api/editions.js';
import type { article, articleSummary, author, authorSummary, bodyBlock, coverCredit, editionStatus, issue, issueSummary, paragraphBlock } from './api/entities.js';

export type { ApiErrorBody } from './api/route.js';
export type { Pagination } from './api/pagination.js';

export type BodyBlock = z.infer<typeof bodyBlock>;
export type BodyBlockType = BodyBlock['type'];
export type ParagraphBlock = z.infer<typeof paragraphBlock>;
type BlockOf<T extends BodyBlockType> = Extract<BodyBlock, { type: T }>;
export type PullQuoteBlock = BlockOf<'paragraph2'>;
export type ImageBlock = BlockOf<'image'>;
export type VideoBlock = BlockOf<'video'>;
export type YoutubeBlock = BlockOf<'youtube'>;
export type BiographyBlock = BlockOf<'biography'>;
export type FootnotesBlock = BlockOf<'footnotes'>;
export type ImageFootBlock = BlockOf<'image-foot'>;
export type ListBlock = BlockOf<'list'>;
/** Manual PDF layout attributes a body block may carry (spec §3). */
export type PdfBlockAttributes = NonNullable<BodyBlock['pdf']>;

export type Article = z.infer<typeof article>;
/** List item: an article without its body, plus a plain summary source when it has none. */
export type ArticleSummary = z.infer<typeof articleSummary>;
export type CoverCredit = z.infer<typeof coverCredit>;
export type Issue = z.infer<typeof issue>;
/** An edition in a list: its card's fields. */
export type IssueSummary = z.infer<typeof issueSummary>;
/** An edition is a draft (previewed by staff) until it is published. */
export type EditionStatus = z.infer<typeof editionStatus>;
export type Author = z.infer<typeof author>;
/** An author in a list: its card's fields. */
export type AuthorSummary = z.infer<typeof authorSummary>;
export type EducationEntry = Author['education'][number];
export type AwardEntry = Author['awards'][number];
export type AuthorContact = Author['contact'];
export type AuthorStats = z.infer<typeof authorStats>;
export type AuthorArticleItem = z.infer<typeof authorArticleItem>;

export type ArticleList = z.infer<typeof articleList>;
export type IssueList = z.infer<typeof issueList>;
export type IssueWithArticles = z.infer<typeof issueWithArticles>;
export type AuthorList = z.infer<typeof authorList>;
export type AuthorArticles = z.infer<typeof authorArticles>;

/** A row of the staff workspace's list of editions (GET /api/admin/editions). */
export type EditionSummary = z.infer<typeof editionSummary>;
/** What became of an edition package: what was stored, and every record refused with its reason. */
export type PackageReport = z.infer<typeof packageReport>;

/** Everything the demo generator and the import produce, before it reaches the database. */
export interface MagazineContent {
  authors: Author[];
  issues: Issue[];
  articles: Article[];
}
