/**
 * The magazine's entities on the wire (spec §3): edition, article and its body blocks, author.
 * Field names follow the spec's document-store shapes (`_id`, `data`, `text`), so imports of real
 * exports and the API speak the same language. The types in common/types.ts are inferred from these.
 */
import { z } from 'zod';
import { sectionKey } from './params.js';
import { isoDay, isoTime } from './wireDates.js';

const pdfBlockAttributes = z
  .object({
    page: z.number().optional(),
    styles: z.string().optional(),
    division: z.object({ contentPage: z.string().optional(), contentNextPage: z.string().optional(), alignLast: z.boolean().optional() }).optional(),
    type: z.literal('qr').optional(),
    path: z.string().optional(),
  })
  .meta({ description: 'Manual PDF layout attributes a body block may carry (spec §3).' });

/** Filled on read from the media library (common/mediaAlt.ts); never stored with the article. */
const mediaAlt = z.string().optional().meta({ description: 'The image’s alt text in the media library (filled on read, not stored with the article).' });

const block = <T extends z.ZodRawShape>(shape: T) => z.object({ pdf: pdfBlockAttributes.optional(), ...shape });

export const paragraphBlock = block({
  type: z.literal('paragraph'),
  content: z.string(),
  image: z.object({ name: z.string(), alt: mediaAlt }).optional(),
  className: z.string().optional(),
  /** JSON string of CSS properties, e.g. '{"fontStyle":"italic"}'. */
  styles: z.string().optional(),
});
const pullQuoteBlock = block({ type: z.literal('paragraph2'), content: z.string(), reference: z.string().optional() });
const headingBlock = block({ type: z.enum(['title', 'title2', 'question']), content: z.string() });
const imageBlock = block({ type: z.literal('image'), name: z.string(), alt: mediaAlt, content: z.string().optional(), className: z.string().optional() });
const videoBlock = block({ type: z.literal('video'), name: z.string(), content: z.string().optional() });
/** `content` is the embed address. */
const youtubeBlock = block({ type: z.literal('youtube'), content: z.string(), foot: z.string().optional() });
const biographyBlock = block({ type: z.literal('biography'), content: z.array(z.string()) });
const footnotesBlock = block({ type: z.literal('footnotes'), notes: z.array(z.object({ content: z.string() })) });
/** A bulleted or numbered list in the text (beyond spec §2: pasted documents have them); `items` are inline HTML. */
const listBlock = block({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.string()) });
/** `path` is the address the printed QR code points to. */
const imageFootBlock = block({ type: z.literal('image-foot'), content: z.string(), path: z.string() });

export const bodyBlock = z
  .union([paragraphBlock, pullQuoteBlock, headingBlock, imageBlock, videoBlock, youtubeBlock, biographyBlock, footnotesBlock, imageFootBlock, listBlock])
  .meta({ id: 'BodyBlock', description: 'One element of an article body.' });

const draft = z.literal('draft').meta({ description: 'Present only on a draft edition or its articles, which only an admin session is shown.' });

const articleFields = {
  _id: z.string(),
  title: z.string().meta({ description: 'HTML (sanitised on the server).' }),
  titlePdf: z.string().optional(),
  section: sectionKey,
  url: z.string(),
  summary: z.string().optional(),
  authors: z.array(z.string()),
  author: z.string().optional().meta({ description: 'The single author when there is exactly one.' }),
  imageCard: z.string().optional(),
  imageCardAlt: mediaAlt,
  data: z.string().meta({ description: 'Date string day/month/year.' }),
  issueNumber: z.number().int(),
  featured: z.boolean().optional(),
  correctedAt: isoTime().optional().meta({ description: 'When a correction of the published article was last published (ISO date-time).' }),
  status: draft.optional(),
};

export const article = z.strictObject({ ...articleFields, text: z.array(bodyBlock) }).meta({ id: 'Article', description: 'An article with its body.' });

/** List item: an article without its body, or with only its paragraphs when it has no summary. */
export const articleSummary = z
  .strictObject({ ...articleFields, text: z.array(bodyBlock).optional() })
  .meta({ id: 'ArticleSummary', description: 'An article in a list: without its body, or with only its paragraphs when it has no summary.' });

export const coverCredit = z.strictObject({ artist: z.string(), artwork: z.string(), profileUrl: z.string() });

export const issue = z
  .strictObject({
    _id: z.string(),
    number: z.number().int(),
    publicationDate: isoDay(),
    year: z.number().int(),
    title: z.string(),
    description: z.string(),
    coverImage: z.string().optional(),
    totalArticles: z.number().int(),
    sections: z.array(sectionKey),
    pdfManual: z.boolean(),
    articlesOrder: z.array(z.string()),
    coverCredit: coverCredit.optional(),
    status: draft.optional(),
  })
  .meta({ id: 'Issue', description: 'An edition of the magazine.' });

/** An edition in a list (the archive, the newest number): what a card draws; the article order and cover credit only by number. */
export const issueSummary = issue
  .pick({ _id: true, number: true, publicationDate: true, year: true, title: true, description: true, coverImage: true, totalArticles: true, sections: true, status: true })
  .meta({ id: 'IssueSummary', description: 'An edition in a list: its card’s fields (the whole edition by number).' });

export const editionStatus = z.enum(['published', 'draft']);

const yearField = z.number().int().optional();

/** What every answer about an author names: the author list's cards and the whole profile alike. */
const authorIdentity = {
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  photo: z.string().optional(),
  profession: z.string().optional(),
};

export const author = z
  .strictObject({
    ...authorIdentity,
    location: z.string().optional(),
    bio: z.strictObject({ short: z.string().optional(), full: z.string().optional().meta({ description: 'HTML.' }) }),
    specialties: z.array(z.string()),
    education: z.array(z.object({ degree: z.string(), institution: z.string(), year: yearField })),
    awards: z.array(z.object({ name: z.string(), year: yearField })),
    contact: z.strictObject({ website: z.string().optional(), twitter: z.string().optional(), linkedin: z.string().optional() }),
    stats: z.strictObject({ totalArticles: z.number().int(), firstPublication: isoDay().optional(), lastPublication: isoDay().optional() }),
    active: z.boolean(),
  })
  .meta({ id: 'Author', description: 'An author of the magazine.' });

/** An author in a list (the directory): what a card draws; the profile (full bio, education, awards, contact) comes by slug or id. */
export const authorSummary = z
  .strictObject({
    ...authorIdentity,
    bio: z.strictObject({ short: z.string().optional() }),
    stats: z.strictObject({ totalArticles: z.number().int(), lastPublication: isoDay().optional() }),
  })
  .meta({ id: 'AuthorSummary', description: 'An author in a list: the card’s fields (the whole profile by slug or id).' });
