/**
 * Review at the desk (issue 28): 'Lliura per revisar', 'Accepta' and 'Retorna amb una nota' move an
 * article's editorial state (the table of steps is common/review.ts), each in one content
 * transaction with its step (and the note) in the article's history and its entry in the record;
 * the queue of texts handed in, and a person's own texts with their notes.
 *
 * Every refusal changes nothing: a step that does not start from the article's state (an illegal
 * step, or a second editor acting on what the first has just moved: the update is conditional, so
 * of two at once one moves it and the other finds it moved) is 409 review_step_not_allowed, saying
 * what the text is now and who moved it last.
 */
import type { DeskArticle } from '../../common/api/desk.js';
import type { ReviewItem, ReviewQueue, ReviewStepEntry } from '../../common/api/review.js';
import { REVIEW_STATE_NAMES, REVIEW_STEPS, stepAllowed, type ReviewState, type ReviewStep } from '../../common/review.js';
import { ofName } from '../../common/elision.js';
import type { SectionKey } from '../../common/sections.js';
import { OPERATOR_NAME } from '../../common/record.js';
import { personOf, roleReaches, roleOf, type Actor } from '../../common/staff/actor.js';
import type { ContentWriter, ContentWrites } from '../content/writer.js';
import type { Db } from '../db/connection.js';
import { HttpError } from '../http/errors.js';
import { articleNotFound, deskArticle } from './articles.js';
import { assertOwnText } from './ownership.js';

const whoActed = (actor: Actor | undefined) => ({
  personId: actor ? personOf(actor) : null,
  personName: actor && actor.kind !== 'operator' ? actor.name : OPERATOR_NAME,
});

/** What a step's refusal says: what the text is now, and the last step that made it so. */
async function notAllowed(w: ContentWrites, id: string, step: ReviewStep, state: ReviewState): Promise<HttpError> {
  const last = (await w.trx('article_review_steps').where({ article_id: id }).orderBy('id', 'desc').first('person_name')) as { person_name: string } | undefined;
  const by = last ? ` (l’últim canvi és ${ofName(last.person_name, '’')})` : '';
  const from = REVIEW_STEPS[step].from.map((s) => `«${REVIEW_STATE_NAMES[s]}»`).join(' o ');
  return new HttpError(
    409,
    'review_step_not_allowed',
    `Aquest text ara és «${REVIEW_STATE_NAMES[state]}»${by}: «${REVIEW_STEPS[step].label}» només es pot fer amb un text ${from}. No s’ha canviat res; torna a carregar-lo per veure’n l’estat.`,
  );
}

/** One step: checked, then the state moved only from where it was, with the step in the history. */
async function take(content: ContentWriter, db: Db, id: string, step: ReviewStep, actor: Actor | undefined, note: string | null): Promise<DeskArticle> {
  await content.write(async (w) => {
    const row = (await w.trx('articles as a').join('issues as i', 'i.number', 'a.issue_number').where('a.id', id).first('a.review_state', 'a.created_by', 'i.status')) as
      | { review_state: ReviewState; created_by: number | string | null; status: string }
      | undefined;
    if (!row) throw articleNotFound(id);
    if (step === 'handIn') assertOwnText(actor, row.created_by);
    if (row.status !== 'draft') {
      throw new HttpError(409, 'edition_published', 'Aquest article ja és publicat: el seu text es corregeix publicant-ne una correcció, sense revisió.');
    }
    if (!stepAllowed(step, row.review_state)) throw await notAllowed(w, id, step, row.review_state);
    const to = REVIEW_STEPS[step].to;
    if (!(await w.moveReview(id, REVIEW_STEPS[step].from, to))) throw await notAllowed(w, id, step, to);
    await w.addReviewStep({ articleId: id, action: step, state: to, ...whoActed(actor), note });
  });
  return (await deskArticle(db, id))!;
}

export const handIn = (content: ContentWriter, db: Db, id: string, actor: Actor | undefined) => take(content, db, id, 'handIn', actor, null);
export const accept = (content: ContentWriter, db: Db, id: string, actor: Actor | undefined) => take(content, db, id, 'accept', actor, null);
export const returnWithNote = (content: ContentWriter, db: Db, id: string, actor: Actor | undefined, note: string) => take(content, db, id, 'return', actor, note);

interface StepRow {
  id: number | string;
  action: ReviewStepEntry['action'];
  state: ReviewState;
  person_name: string;
  at: string;
  note: string | null;
}

/** An article's steps, oldest first; a contributor reads only their own texts'. */
export async function reviewSteps(db: Db, id: string, actor: Actor | undefined): Promise<ReviewStepEntry[]> {
  const article = (await db('articles').where({ id }).first('created_by')) as { created_by: number | string | null } | undefined;
  if (!article) throw articleNotFound(id);
  assertOwnText(actor, article.created_by);
  const rows = (await db('article_review_steps').where({ article_id: id }).orderBy('id').select('id', 'action', 'state', 'person_name', 'at', 'note')) as StepRow[];
  return rows.map((r) => ({ id: Number(r.id), action: r.action, state: r.state, by: r.person_name, at: r.at, note: r.note }));
}

interface ItemRow {
  id: string;
  title: string;
  section: SectionKey;
  issue_number: number | string;
  edition_title: string;
  review_state: ReviewState;
  review_since: string | null;
  author: string | null;
}

/** The texts of draft editions with their edition and their writer (a published edition's are no longer reviewed). */
const items = (db: Db) =>
  db('articles as a')
    .join('issues as i', 'i.number', 'a.issue_number')
    .leftJoin('staff_people as p', 'p.id', 'a.created_by')
    .where('i.status', 'draft')
    .select('a.id', 'a.title', 'a.section', 'a.issue_number', 'i.title as edition_title', 'a.review_state', 'a.review_since', 'p.name as author');

/** The latest return's note of each returned text (while it is a draft again). */
async function latestNotes(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = (await db('article_review_steps').whereIn('article_id', [...ids]).orderBy('id').select('article_id', 'action', 'note')) as { article_id: string; action: string; note: string | null }[];
  const notes = new Map<string, string>();
  // Oldest first: a later step replaces an earlier one's note (a hand-in clears it).
  for (const r of rows) {
    if (r.action === 'return' && r.note) notes.set(r.article_id, r.note);
    else notes.delete(r.article_id);
  }
  return notes;
}

async function toItems(db: Db, rows: ItemRow[]): Promise<ReviewItem[]> {
  const notes = await latestNotes(db, rows.filter((r) => r.review_state === 'draft').map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    section: r.section,
    edition: { number: Number(r.issue_number), title: r.edition_title },
    review: { state: r.review_state, since: r.review_since },
    author: r.author,
    note: notes.get(r.id) ?? null,
  }));
}

/**
 * The queue (an editor's: every text handed in, oldest first, read from the queue's index) and the
 * caller's own texts in draft editions, the latest moved first.
 */
export async function reviewQueue(db: Db, actor: Actor | undefined): Promise<ReviewQueue> {
  const editor = !actor || roleReaches(roleOf(actor), 'editor');
  const person = actor ? personOf(actor) : null;
  const [queued, mine] = await Promise.all([
    editor ? (items(db).where('a.review_state', 'submitted').orderBy([{ column: 'a.review_since' }, { column: 'a.id' }]) as Promise<ItemRow[]>) : Promise.resolve([]),
    person === null ? Promise.resolve([]) : (items(db).where('a.created_by', person).orderBy([{ column: 'a.review_since', order: 'desc' }, { column: 'a.id' }]).limit(200) as Promise<ItemRow[]>),
  ]);
  return { queue: await toItems(db, queued), mine: await toItems(db, mine) };
}
