/**
 * Review at the desk (issue 28): what the desk says of an article's editorial state, the steps
 * that moved it (with an editor's notes), the review queue, and the publish gate's refusal. The
 * routes are the desk's (desk.ts) and the editions' (editions.ts); the rules are common/review.ts.
 */
import { z } from 'zod';
import { NOTE_MAX_CHARS, REVIEW_STATES } from '../review.js';
import { SECTION_KEYS } from '../sections.js';
import { isoTime } from './wireDates.js';

export const reviewState = z.enum(REVIEW_STATES).meta({ description: "draft (Esborrany), submitted (Per revisar) or accepted (Acceptat)." });

/** An article's state as the desk shows it. */
export const articleReview = z
  .strictObject({
    state: reviewState,
    since: isoTime().nullable().meta({ description: 'When it entered this state (ISO 8601, UTC); null for a text that never moved (an import).' }),
  })
  .meta({ id: 'ArticleReview' });
export type ArticleReview = z.infer<typeof articleReview>;

/** One step of an article's review, as its history shows it. */
export const reviewStepEntry = z
  .strictObject({
    id: z.number().int(),
    action: z.enum(['handIn', 'accept', 'return']),
    state: reviewState.meta({ description: 'The state the step left the article in.' }),
    by: z.string(),
    at: isoTime(),
    note: z.string().nullable().meta({ description: "The editor's note of a return." }),
  })
  .meta({ id: 'ReviewStep' });
export type ReviewStepEntry = z.infer<typeof reviewStepEntry>;

/** A text in the review queue (an editor's) or among a contributor's own. */
export const reviewItem = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    section: z.enum(SECTION_KEYS),
    edition: z.strictObject({ number: z.number().int(), title: z.string() }),
    review: articleReview,
    author: z.string().nullable().meta({ description: 'The person who wrote it at the desk (null for an import).' }),
    note: z.string().nullable().meta({ description: "The latest return's note, while the text is a draft again." }),
  })
  .meta({ id: 'ReviewItem' });
export type ReviewItem = z.infer<typeof reviewItem>;

export const reviewQueue = z.strictObject({
  queue: z.array(reviewItem).meta({ description: "The texts handed in, across draft editions, oldest first (an editor's; empty for a contributor)." }),
  mine: z.array(reviewItem).meta({ description: "The caller's own texts in draft editions, the latest moved first." }),
});
export type ReviewQueue = z.infer<typeof reviewQueue>;

export const returnRequest = z.strictObject({
  note: z.string().trim().min(1, 'cal una nota que digui a l’autor què ha de canviar').max(NOTE_MAX_CHARS, `la nota pot tenir com a màxim ${NOTE_MAX_CHARS} caràcters`),
});

/** The articles of an edition not accepted yet, as the publish gate names them. */
export const notAcceptedArticle = z.strictObject({ id: z.string(), title: z.string(), state: reviewState }).meta({ id: 'NotAcceptedArticle' });
export type NotAcceptedArticle = z.infer<typeof notAcceptedArticle>;

/** A publish's body: the articles not accepted the editor saw and confirms publishing anyway. */
export const publishRequest = z.strictObject({
  confirmNotAccepted: z
    .array(z.string().min(1).max(64))
    .max(1000)
    .optional()
    .meta({ description: 'The ids of the articles not accepted that the editor confirms publishing; without it, an edition with any such article is refused (409 articles_not_accepted).' }),
});

/** 409 of a publish refused by the gate: the articles not accepted, for the editor to confirm. */
export const notAcceptedBody = z
  .strictObject({
    error: z.strictObject({ code: z.literal('articles_not_accepted'), message: z.string() }),
    notAccepted: z.array(notAcceptedArticle),
  })
  .meta({ id: 'ArticlesNotAccepted' });
export type NotAcceptedBody = z.infer<typeof notAcceptedBody>;
