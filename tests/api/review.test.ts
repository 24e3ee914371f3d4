/**
 * Review (issue 28): Esborrany → Per revisar → Acceptat, or back with an editor's note; each step
 * in the article's history and the record; the queue; the publish gate. Every refusal gets a
 * Catalan reason with a stable code and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskArticle } from '../../common/api/desk.js';
import type { NotAcceptedBody, ReviewQueue, ReviewStepEntry } from '../../common/api/review.js';
import { migrationSource } from '../../server/db/migrations/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { articleFields, newEdition, saveBody } from './deskFixture.js';
import { addPerson, signIn, withCookie } from './staffFixture.js';

let server: TestServer;
let cookies: { anna: string; biel: string; carme: string; dani: string };
let edition: number;

beforeAll(async () => {
  server = await startTestServer();
  const people = {
    anna: await addPerson(server, 'Anna Revisada', 'contributor'),
    biel: await addPerson(server, 'Biel Revisat', 'contributor'),
    carme: await addPerson(server, 'Carme Lectora', 'editor'),
    dani: await addPerson(server, 'Dani Lector', 'editor'),
  };
  cookies = {
    anna: await signIn(server, people.anna.email),
    biel: await signIn(server, people.biel.email),
    carme: await signIn(server, people.carme.email),
    dani: await signIn(server, people.dani.email),
  };
  edition = (await newEdition(server, 'Edició en revisió')).issue.number;
});

afterAll(async () => {
  await server.close();
});

type Who = keyof typeof cookies;

async function as<T>(who: Who, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await withCookie(server, cookies[who], method, `/api${path}`, body);
  return { status: res.status, body: (await res.json()) as T };
}

type Refusal = { error: { code: string; message: string } };

async function write(who: Who, title: string, number = edition): Promise<DeskArticle> {
  const made = await as<DeskArticle>(who, 'POST', `/admin/desk/editions/${number}/articles`, articleFields(title));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

const step = (who: Who, id: string, name: 'hand-in' | 'accept' | 'return', body: unknown = {}) => as<DeskArticle & Refusal>(who, 'POST', `/admin/desk/articles/${id}/review/${name}`, body);
const stateOf = async (id: string) => ((await server.db('articles').where({ id }).first('review_state')) as { review_state: string }).review_state;
const stepsOf = async (who: Who, id: string) => (await as<{ steps: ReviewStepEntry[] }>(who, 'GET', `/admin/desk/articles/${id}/review`)).body.steps;

/** Expects a refusal with its code and a Catalan reason, and the article's state as it was. */
async function refused(answer: Promise<{ status: number; body: unknown }>, status: number, code: string, id: string, state: string): Promise<string> {
  const { status: got, body } = await answer;
  const { error } = body as Refusal;
  expect([got, error.code]).toEqual([status, code]);
  expect(error.message).toMatch(/[àèéíòóúç’·]|l’|d’/);
  expect(await stateOf(id)).toBe(state);
  return error.message;
}

describe('an article through review', () => {
  it('starts as Esborrany, is handed in, returned with a note, handed in again and accepted, each step in its history and the record', async () => {
    const draft = await write('anna', 'El text de l’Anna');
    expect(draft.review).toEqual({ state: 'draft', since: expect.any(String) });

    const handed = await step('anna', draft.article._id, 'hand-in');
    expect(handed.status).toBe(200);
    expect(handed.body.review.state).toBe('submitted');

    // Handed in, it is the editors': the author can no longer edit or delete it.
    await refused(as('anna', 'PUT', `/admin/desk/articles/${draft.article._id}`, saveBody(handed.body, { title: 'Un canvi tardà' })), 403, 'in_review', draft.article._id, 'submitted');
    await refused(as('anna', 'DELETE', `/admin/desk/articles/${draft.article._id}`), 403, 'in_review', draft.article._id, 'submitted');
    // An editor still edits it at any state.
    expect((await as('carme', 'PUT', `/admin/desk/articles/${draft.article._id}`, saveBody(handed.body, { title: 'El text de l’Anna, endreçat' }))).status).toBe(200);

    const returned = await step('carme', draft.article._id, 'return', { note: 'Falta la conclusió: afegeix-hi un paràgraf.' });
    expect(returned.body.review.state).toBe('draft');
    const again = await as<DeskArticle>('anna', 'GET', `/admin/desk/articles/${draft.article._id}`);
    expect((await as('anna', 'PUT', `/admin/desk/articles/${draft.article._id}`, saveBody(again.body, { title: 'El text de l’Anna, amb conclusió' }))).status).toBe(200);
    expect((await step('anna', draft.article._id, 'hand-in')).status).toBe(200);
    const accepted = await step('dani', draft.article._id, 'accept');
    expect(accepted.body.review.state).toBe('accepted');

    const steps = await stepsOf('anna', draft.article._id);
    expect(steps.map((s) => [s.action, s.state, s.by, s.note])).toEqual([
      ['handIn', 'submitted', 'Anna Revisada', null],
      ['return', 'draft', 'Carme Lectora', 'Falta la conclusió: afegeix-hi un paràgraf.'],
      ['handIn', 'submitted', 'Anna Revisada', null],
      ['accept', 'accepted', 'Dani Lector', null],
    ]);
    const record = (await server.db('record_entries').where({ subject_kind: 'article', subject_id: draft.article._id }).orderBy('id').select('action', 'actor_name', 'summary')) as {
      action: string;
      actor_name: string;
      summary: string;
    }[];
    expect(record.filter((r) => r.action.startsWith('article.') && r.action !== 'article.save' && r.action !== 'article.create').map((r) => [r.action, r.actor_name])).toEqual([
      ['article.handIn', 'Anna Revisada'],
      ['article.return', 'Carme Lectora'],
      ['article.handIn', 'Anna Revisada'],
      ['article.accept', 'Dani Lector'],
    ]);
    expect(record.find((r) => r.action === 'article.return')!.summary).toMatch(/^Ha retornat l’article .+ amb una nota\.$/);
  });

  it('refuses what a step does not allow, each with a Catalan reason, and changes nothing', async () => {
    const annas = await write('anna', 'Un altre text de l’Anna');
    const id = annas.article._id;
    // Someone else's text is not handed in by a contributor.
    await refused(step('biel', id, 'hand-in'), 403, 'not_your_draft', id, 'draft');
    // Accepting a draft, returning a draft: not steps that start from Esborrany.
    await refused(step('carme', id, 'accept'), 409, 'review_step_not_allowed', id, 'draft');
    await refused(step('carme', id, 'return', { note: 'Res' }), 409, 'review_step_not_allowed', id, 'draft');
    expect((await step('anna', id, 'hand-in')).status).toBe(200);
    // Handing in twice; a contributor accepting their own text (the route is an editor's).
    await refused(step('anna', id, 'hand-in'), 409, 'review_step_not_allowed', id, 'submitted');
    await refused(step('anna', id, 'accept'), 403, 'role_too_low', id, 'submitted');
    // A return says why: without a note (or only blanks) it is refused.
    await refused(step('carme', id, 'return', {}), 400, 'invalid_input', id, 'submitted');
    const blank = await refused(step('carme', id, 'return', { note: '   ' }), 400, 'invalid_input', id, 'submitted');
    expect(blank).toMatch(/nota/);
    // Another contributor does not read someone else's notes.
    const other = await as<Refusal>('biel', 'GET', `/admin/desk/articles/${id}/review`);
    expect([other.status, other.body.error.code]).toEqual([403, 'not_your_draft']);
    expect((await stepsOf('anna', id)).length).toBe(1);
  });

  it('lets one of two editors acting at once move the text; the other is told why and nothing else changes', async () => {
    const { article } = await write('anna', 'Un text disputat');
    expect((await step('anna', article._id, 'hand-in')).status).toBe(200);
    const [accepting, returning] = await Promise.all([step('carme', article._id, 'accept'), step('dani', article._id, 'return', { note: 'Cal escurçar-lo.' })]);
    const answers = [accepting, returning].sort((a, b) => a.status - b.status);
    expect(answers.map((a) => a.status)).toEqual([200, 409]);
    expect(answers[1]!.body.error.code).toBe('review_step_not_allowed');
    expect(answers[1]!.body.error.message).toMatch(/No s’ha canviat res/);
    const winner = answers[0]!.body.review.state;
    expect(await stateOf(article._id)).toBe(winner);
    expect((await stepsOf('anna', article._id)).map((s) => s.state)).toEqual(['submitted', winner]);
  });

  it('does not review a published edition’s articles: their corrections keep their own way', async () => {
    const other = (await newEdition(server, 'Edició ja publicada')).issue.number;
    const { article } = await write('carme', 'Text publicat', other);
    expect((await as('carme', 'POST', `/admin/editions/${other}/publish`, { confirmNotAccepted: [article._id] })).status).toBe(200);
    await refused(step('carme', article._id, 'hand-in'), 409, 'edition_published', article._id, 'draft');
  });
});

describe('the review queue', () => {
  it('shows editors every text handed in, oldest first, with author and edition; a contributor their own texts and notes', async () => {
    const second = (await newEdition(server, 'Una altra edició')).issue.number;
    const older = await write('anna', 'Lliurat primer');
    const newer = await write('biel', 'Lliurat després', second);
    const returned = await write('anna', 'Retornat a l’Anna');
    for (const [who, id] of [['anna', older.article._id], ['biel', newer.article._id], ['anna', returned.article._id]] as const) expect((await step(who, id, 'hand-in')).status).toBe(200);
    expect((await step('carme', returned.article._id, 'return', { note: 'Revisa les cites.' })).status).toBe(200);

    const { body: editors } = await as<ReviewQueue>('carme', 'GET', '/admin/desk/review');
    const mine = editors.queue.filter((q) => [older.article._id, newer.article._id, returned.article._id].includes(q.id));
    expect(mine.map((q) => [q.id, q.author, q.edition.number])).toEqual([
      [older.article._id, 'Anna Revisada', edition],
      [newer.article._id, 'Biel Revisat', second],
    ]);
    expect(editors.queue.every((q) => q.review.state === 'submitted')).toBe(true);
    const since = editors.queue.map((q) => q.review.since!);
    expect([...since].sort()).toEqual(since);

    const { body: annas } = await as<ReviewQueue>('anna', 'GET', '/admin/desk/review');
    expect(annas.queue).toEqual([]);
    expect(annas.mine.every((item) => item.author === 'Anna Revisada')).toBe(true);
    expect(annas.mine.find((item) => item.id === returned.article._id)).toMatchObject({ review: { state: 'draft' }, note: 'Revisa les cites.' });
    expect(annas.mine.find((item) => item.id === older.article._id)).toMatchObject({ review: { state: 'submitted' }, note: null });
  });
});

describe('the publish gate', () => {
  it('refuses an edition with texts not accepted, listing them, until an editor confirms those very texts', async () => {
    const number = (await newEdition(server, 'Edició per publicar')).issue.number;
    const ready = await write('anna', 'Ja acceptat', number);
    const waiting = await write('anna', 'Encara per revisar', number);
    const draft = await write('carme', 'Encara esborrany', number);
    for (const id of [ready.article._id, waiting.article._id]) expect((await step('anna', id, 'hand-in')).status).toBe(200);
    expect((await step('carme', ready.article._id, 'accept')).status).toBe(200);

    const entriesBefore = Number(((await server.db('record_entries').where({ action: 'edition.publish' }).count({ n: '*' })) as { n: number | string }[])[0]!.n);
    const plain = await as<NotAcceptedBody>('carme', 'POST', `/admin/editions/${number}/publish`);
    expect(plain.status).toBe(409);
    expect(plain.body.error.code).toBe('articles_not_accepted');
    expect(plain.body.error.message).toMatch(/2 articles que encara no són «Acceptat»/);
    expect(plain.body.notAccepted).toEqual([
      { id: waiting.article._id, title: 'Encara per revisar', state: 'submitted' },
      { id: draft.article._id, title: 'Encara esborrany', state: 'draft' },
    ]);
    // Confirming only some of them is not confirming: listed again.
    const partial = await as<NotAcceptedBody>('carme', 'POST', `/admin/editions/${number}/publish`, { confirmNotAccepted: [waiting.article._id] });
    expect([partial.status, partial.body.notAccepted.length]).toEqual([409, 2]);
    const status = async () => ((await server.db('issues').where({ number }).first('status')) as { status: string }).status;
    expect(await status()).toBe('draft');
    const entriesAfter = Number(((await server.db('record_entries').where({ action: 'edition.publish' }).count({ n: '*' })) as { n: number | string }[])[0]!.n);
    expect(entriesAfter).toBe(entriesBefore);

    const confirmed = await as('carme', 'POST', `/admin/editions/${number}/publish`, { confirmNotAccepted: plain.body.notAccepted.map((a) => a.id) });
    expect(confirmed.status).toBe(200);
    expect(await status()).toBe('published');
  });

  it('publishes at once an edition whose texts are all accepted, and takes imported texts as accepted', async () => {
    const number = (await newEdition(server, 'Edició acceptada')).issue.number;
    const { article } = await write('biel', 'Tot acceptat', number);
    expect((await step('biel', article._id, 'hand-in')).status).toBe(200);
    expect((await step('dani', article._id, 'accept')).status).toBe(200);
    expect((await as('dani', 'POST', `/admin/editions/${number}/publish`)).status).toBe(200);
    // The demo magazine's articles (written without the desk) are Acceptat: the column's default.
    const imported = (await server.db('articles').whereNull('created_by').first('review_state')) as { review_state: string } | undefined;
    expect(imported?.review_state).toBe('accepted');
  });
});

describe('migration 023', () => {
  it('takes what exists as Acceptat, but a contributor’s article in a draft edition as Esborrany', async () => {
    const old = await startTestServer();
    try {
      const contributor = await addPerson(old, 'Marta Anterior', 'contributor');
      const editor = await addPerson(old, 'Nil Anterior', 'editor');
      const number = (await newEdition(old, 'Edició d’abans')).issue.number;
      const made = { contributor: '', editor: '' };
      for (const [who, id] of [['contributor', contributor.id], ['editor', editor.id]] as const) {
        const answer = await old.send('POST', `/api/admin/desk/editions/${number}/articles`, articleFields(`Text ${who}`), { admin: true });
        made[who] = ((await answer.json()) as DeskArticle).article._id;
        await old.db('articles').where({ id: made[who] }).update({ created_by: id });
      }
      // Back to the schema before 023 (undoing any later migration first), then forward again.
      const before023 = async () => ((await old.db.migrate.list({ migrationSource })) as [{ name: string }[], unknown[]])[0].every((m) => !m.name.startsWith('023_'));
      while (!(await before023())) await old.db.migrate.down({ migrationSource });
      await old.db.migrate.latest({ migrationSource });
      const states = async (ids: string[]) => ((await old.db('articles').whereIn('id', ids).orderBy('id').select('id', 'review_state')) as { id: string; review_state: string }[]).map((r) => [r.id, r.review_state]);
      expect(await states([made.contributor, made.editor])).toEqual(
        [
          [made.contributor, 'draft'],
          [made.editor, 'accepted'],
        ].sort((a, b) => a[0]!.localeCompare(b[0]!)),
      );
      const published = (await old.db('articles').where({ published: true }).whereNot('review_state', 'accepted').count({ n: '*' })) as { n: number | string }[];
      expect(Number(published[0]!.n)).toBe(0);
    } finally {
      await old.close();
    }
  });
});
