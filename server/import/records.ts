/**
 * Validation of imported records: the document-store shapes of spec §3 (`_id` as a string or
 * {$oid}, dates as strings or {$date}), turned into the common entity types.
 */
import { z } from 'zod';
import { slugify } from '../../common/authors.js';
import { articleDataToIso } from '../../common/dates.js';
import { SECTION_KEYS } from '../../common/sections.js';
import type { Article, Author, BodyBlock, Issue } from '../../common/types.js';

const id = z.union([z.string().min(1).max(64), z.object({ $oid: z.string().min(1).max(64) })]).transform((v) => (typeof v === 'string' ? v : v.$oid));
const isoDate = z
  .union([z.string(), z.object({ $date: z.union([z.string(), z.number()]) })])
  .transform((v) => (typeof v === 'string' ? v : new Date(v.$date).toISOString()))
  .refine((v) => /^\d{4}-\d{2}-\d{2}/.test(v), 'ha de ser una data AAAA-MM-DD (per exemple, 2031-03-01)')
  .transform((v) => v.slice(0, 10));
const fileName = z.string().max(255).regex(/^[\w][\w.-]*$/, 'ha de ser un nom de fitxer senzill (lletres, xifres, -, _ i .)');
const html = (max: number) => z.string().max(max);

const pdf = z
  .object({
    page: z.number().int().min(1).optional(),
    styles: z.string().max(2000).optional(),
    division: z
      .object({ contentPage: z.string().max(50_000).optional(), contentNextPage: z.string().max(50_000).optional(), alignLast: z.boolean().optional() })
      .optional(),
    type: z.literal('qr').optional(),
    path: z.string().max(2000).optional(),
  })
  .optional();

const block = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), content: html(50_000), image: z.object({ name: fileName }).optional(), className: z.string().max(100).optional(), styles: z.string().max(2000).optional(), pdf }),
  z.object({ type: z.literal('paragraph2'), content: html(10_000), reference: html(1000).optional(), pdf }),
  z.object({ type: z.enum(['title', 'title2', 'question']), content: html(5000), pdf }),
  z.object({ type: z.literal('image'), name: fileName, content: html(5000).optional(), className: z.string().max(100).optional(), pdf }),
  z.object({ type: z.literal('video'), name: fileName, content: html(5000).optional(), pdf }),
  z.object({ type: z.literal('youtube'), content: z.string().max(2000), foot: html(5000).optional(), pdf }),
  z.object({ type: z.literal('biography'), content: z.array(html(5000)).max(500), pdf }),
  z.object({ type: z.literal('footnotes'), notes: z.array(z.object({ content: html(10_000) })).max(500), pdf }),
  z.object({ type: z.literal('image-foot'), content: html(5000), path: z.string().max(2000), pdf }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(html(10_000)).max(500), pdf }),
]);

export const articleRecord = z
  .object({
    _id: id,
    title: html(2000).min(1),
    titlePdf: html(2000).optional(),
    section: z.enum(SECTION_KEYS),
    url: z.string().min(1).max(255).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ha de ser en minúscules, amb xifres i guions (per exemple, un-article-nou)'),
    summary: html(20_000).optional(),
    // Unknown block types render nothing (spec §2): they are dropped here rather than refused.
    text: z.array(z.unknown()).max(2000).transform((blocks) =>
      blocks.flatMap((b) => {
        const parsed = block.safeParse(b);
        return parsed.success ? [parsed.data as BodyBlock] : [];
      }),
    ),
    authors: z.array(z.string().min(1).max(200)).max(20).optional(),
    author: z.string().min(1).max(200).optional(),
    imageCard: fileName.optional(),
    data: z.string().refine((d) => articleDataToIso(d) !== null, 'ha de ser una data dia/mes/any (per exemple, 1/3/2031)'),
    issueNumber: z.number().int().min(0),
    featured: z.boolean().optional(),
    correctedAt: z.string().max(32).regex(/^\d{4}-\d{2}-\d{2}T/, 'ha de ser una data i hora ISO').optional(),
  })
  .transform((a): Article => {
    const authors = a.authors && a.authors.length > 0 ? a.authors : a.author ? [a.author] : [];
    return { ...a, authors, ...(authors.length === 1 ? { author: authors[0] } : {}) };
  });

export const issueRecord = z
  .object({
    _id: id,
    number: z.number().int().min(0),
    publicationDate: isoDate,
    year: z.number().int().min(1900).max(2999).optional(),
    title: z.string().min(1).max(500),
    description: z.string().max(5000).default(''),
    coverImage: fileName.optional(),
    pdfManual: z.boolean().default(false),
    articlesOrder: z.array(id).max(500).default([]),
    coverCredit: z.object({ artist: z.string().max(200), artwork: z.string().max(500), profileUrl: z.string().max(500) }).optional(),
  })
  .transform((i): Issue => ({
    ...i,
    year: i.year ?? Number(i.publicationDate.slice(0, 4)),
    totalArticles: 0,
    sections: [],
  }));

const yearNumber = z.number().int().min(1900).max(2999);
export const authorRecord = z
  .object({
    _id: id,
    slug: z.string().max(200).optional(),
    name: z.string().min(1).max(200),
    photo: fileName.optional(),
    profession: z.string().max(200).optional(),
    location: z.string().max(200).optional(),
    bio: z.object({ short: html(2000).optional(), full: html(50_000).optional() }).default({}),
    specialties: z.array(z.string().min(1).max(100)).max(20).default([]),
    education: z.array(z.object({ degree: z.string().max(300), institution: z.string().max(300), year: yearNumber.optional() })).max(30).default([]),
    awards: z.array(z.object({ name: z.string().max(300), year: yearNumber.optional() })).max(50).default([]),
    contact: z.object({ website: z.string().max(500).optional(), twitter: z.string().max(100).optional(), linkedin: z.string().max(500).optional() }).default({}),
    active: z.boolean().default(true),
  })
  .transform((a): Author => ({ ...a, slug: a.slug || slugify(a.name), stats: { totalArticles: 0 } }));

/** media.json: what the media library knows of a file of media/ that readers need, its alt text. */
export const mediaRecord = z.strictObject({
  name: fileName,
  alt: z.string().trim().min(1, 'cal un text alternatiu').max(1000),
});
export type MediaRecord = z.infer<typeof mediaRecord>;
