/** The article editor's working copy (Draft): from a saved article, from text kept on this computer, new, and as the API's input. */
import type { ArticleInput } from '../../../common/api/deskInput.js';
import { isoToArticleData, utcDay } from '../../../common/dates.js';
import { htmlToPlainLine } from '../../../common/html.js';
import type { SectionKey } from '../../../common/sections.js';
import type { Article } from '../../../common/types.js';
import { blockItem, type BlockItem } from './blocks.js';

export interface Draft {
  section: SectionKey;
  title: string;
  url: string;
  /** The address typed by staff; otherwise it follows the title. */
  urlEdited: boolean;
  authors: string[];
  data: string;
  summary: string;
  imageCard: string | undefined;
  titlePdf: string;
  featured: boolean | undefined;
  items: BlockItem[];
}

export function draftOf(article: Article): Draft {
  return {
    section: article.section,
    title: article.title,
    url: article.url,
    urlEdited: true,
    authors: article.authors,
    data: article.data,
    summary: article.summary ?? '',
    imageCard: article.imageCard,
    titlePdf: article.titlePdf ?? '',
    featured: article.featured,
    items: article.text.map(blockItem),
  };
}

/** The text kept in this computer, back in the editor's shape. */
export function draftOfInput(input: ArticleInput): Draft {
  return {
    section: input.section,
    title: input.title,
    url: input.url ?? '',
    urlEdited: input.url !== undefined,
    authors: input.authors ?? [],
    data: input.data,
    summary: input.summary ?? '',
    imageCard: input.imageCard,
    titlePdf: input.titlePdf ?? '',
    featured: input.featured,
    items: (input.text ?? []).map(blockItem),
  };
}

export const newDraft = (): Draft => ({
  section: 'articles',
  title: '',
  url: '',
  urlEdited: false,
  authors: [],
  data: isoToArticleData(utcDay(Date.now())),
  summary: '',
  imageCard: undefined,
  titlePdf: '',
  featured: undefined,
  items: [blockItem({ type: 'paragraph', content: '' })],
});

export function inputOf(draft: Draft, proposedUrl: string | undefined): ArticleInput {
  const url = draft.urlEdited ? draft.url : proposedUrl;
  return {
    section: draft.section,
    title: draft.title,
    ...(url ? { url } : {}),
    authors: draft.authors,
    data: draft.data,
    ...(htmlToPlainLine(draft.summary) ? { summary: draft.summary } : {}),
    ...(draft.imageCard ? { imageCard: draft.imageCard } : {}),
    ...(htmlToPlainLine(draft.titlePdf) ? { titlePdf: draft.titlePdf } : {}),
    ...(draft.featured !== undefined ? { featured: draft.featured } : {}),
    text: draft.items.map((item) => item.block),
  };
}

/** Whether two inputs say the same: the same fields, in any order, with the same values. */
export function sameInput(a: ArticleInput, b: ArticleInput): boolean {
  const fields = Object.keys(a) as (keyof ArticleInput)[];
  return fields.length === Object.keys(b).length && fields.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));
}

/** What the previews draw while the draft is typed: the record readers would get, a draft (or a correction's date) as such. */
export function previewOf(id: string, draft: Draft, input: ArticleInput, issueNumber: number, published: boolean, correctedAt: string | undefined): Article {
  return {
    _id: id,
    title: draft.title || 'Sense títol',
    section: draft.section,
    url: input.url ?? '',
    text: input.text ?? [],
    authors: draft.authors,
    data: draft.data,
    issueNumber,
    ...(input.summary ? { summary: input.summary } : {}),
    ...(input.imageCard ? { imageCard: input.imageCard } : {}),
    ...(input.titlePdf ? { titlePdf: input.titlePdf } : {}),
    ...(!published ? { status: 'draft' as const } : {}),
    ...(published && correctedAt ? { correctedAt } : {}),
  };
}
