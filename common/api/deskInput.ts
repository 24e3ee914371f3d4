/**
 * What staff write at the desk, as the server validates it: an edition's and an article's fields,
 * every body block type. Apart from the calls' descriptions (desk.ts, which re-exports these), so
 * that the desk's editors check what is typed with these schemas alone, not with the whole
 * contract's (a desk screen opens without building every response's schema first).
 */
import { z } from 'zod';
import { TITLE_MAX_CHARS } from '../constants.js';
import { htmlToPlainLine } from '../html.js';
import { articleDataToIso } from '../dates.js';
import { SECTION_KEYS } from '../sections.js';
import { SLUG_PATTERN } from '../slugs.js';
import { youtubeEmbedUrl } from '../youtube.js';
import { publicationDay } from './params.js';

/** A media file name as the store keeps it: plain, no folders. */
export const mediaName = z
  .string()
  .max(255)
  .regex(/^[\w][\w.-]*$/, 'ha de ser el nom d’un fitxer de la mediateca (lletres, xifres, punts i guions)');

const inlineHtml = (max: number) => z.string().max(max, `com a màxim ${max} caràcters`);
const httpAddress = z.string().trim().max(2000).regex(/^https?:\/\/[^\s"'<>]+$/i, 'ha de ser una adreça http(s)');

/** The print hints the PDF reads for manual layout (spec §3). */
const pdfHints = z
  .object({
    page: z.number().int().min(1).max(500).optional(),
    styles: z.string().max(2000).optional(),
    division: z
      .object({
        contentPage: z.string().max(50_000).optional(),
        contentNextPage: z.string().max(50_000).optional(),
        alignLast: z.boolean().optional(),
      })
      .optional(),
    type: z.literal('qr').optional(),
    path: z.string().max(2000).optional(),
  })
  .optional();

const youtubeAddress = z.string().transform((pasted, ctx) => {
  const embed = youtubeEmbedUrl(pasted);
  if (embed) return embed;
  ctx.addIssue({ code: 'custom', message: 'no és una adreça d’un vídeo de YouTube (per exemple https://www.youtube.com/watch?v=… o https://youtu.be/…)' });
  return z.NEVER;
});

/** Every body block type of spec §2/§3, strictly: the desk refuses a malformed block with a reason. */
export const bodyBlock = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('paragraph'),
      content: inlineHtml(50_000),
      image: z.object({ name: mediaName }).optional(),
      className: z.string().max(100).optional(),
      styles: z.string().max(2000).optional(),
      pdf: pdfHints,
    }),
    z.object({ type: z.literal('paragraph2'), content: inlineHtml(10_000), reference: inlineHtml(1000).optional(), pdf: pdfHints }),
    z.object({ type: z.enum(['title', 'title2', 'question']), content: inlineHtml(5000).min(1, 'no pot ser buit'), pdf: pdfHints }),
    z.object({ type: z.literal('image'), name: mediaName, content: inlineHtml(5000).optional(), className: z.string().max(100).optional(), pdf: pdfHints }),
    z.object({ type: z.literal('video'), name: mediaName, content: inlineHtml(5000).optional(), pdf: pdfHints }),
    z.object({ type: z.literal('youtube'), content: youtubeAddress, foot: inlineHtml(5000).optional(), pdf: pdfHints }),
    z.object({ type: z.literal('biography'), content: z.array(inlineHtml(5000)).max(500), pdf: pdfHints }),
    z.object({ type: z.literal('footnotes'), notes: z.array(z.object({ content: inlineHtml(10_000) })).max(500), pdf: pdfHints }),
    z.object({ type: z.literal('image-foot'), content: inlineHtml(5000), path: httpAddress, pdf: pdfHints }),
    z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(inlineHtml(10_000)).min(1, 'una llista necessita almenys un element').max(500), pdf: pdfHints }),
  ],
  { error: 'tipus de bloc desconegut (paragraph, paragraph2, title, title2, question, image, video, youtube, biography, footnotes, image-foot o list)' },
);

const coverCredit = z.strictObject({
  artist: z.string().trim().max(200),
  artwork: z.string().trim().max(500),
  profileUrl: z.union([httpAddress, z.literal('')]),
});


/** 'Nova edició' and its edits. `articlesOrder` (edits only) must name each article of the edition once. */
const editionInput = z.strictObject({
  title: z.string().trim().min(1, 'cal un títol').max(TITLE_MAX_CHARS.edition, `com a màxim ${TITLE_MAX_CHARS.edition} caràcters`),
  description: z.string().trim().max(5000).default(''),
  publicationDate: publicationDay,
  coverImage: mediaName.optional(),
  coverCredit: coverCredit.optional(),
  pdfManual: z.boolean().default(false),
});
export const createEditionRequest = editionInput.extend({ number: z.number().int().min(0).max(1_000_000).optional() });
export const updateEditionRequest = editionInput.extend({ articlesOrder: z.array(z.string().min(1).max(64)).max(500).optional() });
export type CreateEditionRequest = z.input<typeof createEditionRequest>;
export type UpdateEditionRequest = z.input<typeof updateEditionRequest>;

/** An article as staff write it; the server makes the slug from the title when none is given. */
export const articleInput = z.strictObject({
  section: z.enum(SECTION_KEYS, { error: `la secció ha de ser una de: ${SECTION_KEYS.join(', ')}` }),
  title: inlineHtml(2000)
    .trim()
    .min(1, 'cal un títol')
    // Counted as readers see it: the tags of italics or a line break are not characters.
    .refine((html) => htmlToPlainLine(html).length <= TITLE_MAX_CHARS.article, `com a màxim ${TITLE_MAX_CHARS.article} caràcters`),
  url: z.string().max(255).regex(SLUG_PATTERN, 'l’adreça només pot tenir minúscules sense accents, xifres i guions').optional(),
  /** Names from the authors' directory; a name it lacks is created on the spot. */
  authors: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
  data: z.string().refine((d) => articleDataToIso(d) !== null, 'la data ha de ser dia/mes/any'),
  summary: inlineHtml(20_000).optional(),
  imageCard: mediaName.optional(),
  titlePdf: inlineHtml(2000).optional(),
  featured: z.boolean().optional(),
  text: z.array(bodyBlock).max(2000).default([]),
});
export type ArticleInput = z.input<typeof articleInput>;
export type ArticleFields = z.output<typeof articleInput>;
