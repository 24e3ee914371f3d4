import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskArticle, RevisionDetail, RevisionSummary, StaleRevisionBody } from '../../common/api/desk.js';
import type { Article } from '../../common/types.js';
import { startTestServer, type TestServer } from './harness.js';
import { articleFields, desk, deskOk, newArticle, newEdition, saveBody, type ErrorAnswer } from './deskFixture.js';
import { addPerson, signIn, withCookie } from './staffFixture.js';

let server: TestServer;
let edition: number;

beforeAll(async () => {
  server = await startTestServer();
  edition = (await newEdition(server, 'Revisions')).issue.number;
});

afterAll(async () => {
  await server.close();
});

describe('saving with revisions', () => {
  it('makes each save a new revision, with who saved it, and shows the draft to staff at once', async () => {
    const made = await newArticle(server, edition, articleFields('Primera versió'));
    // Saved by a signed-in person, whose name the revision keeps: a body cannot name another.
    const nuria = await signIn(server, (await addPerson(server, 'Núria', 'editor')).email);
    const forged = await withCookie(server, nuria, 'PUT', `/api/admin/desk/articles/${made.article._id}`, { ...saveBody(made, { title: 'Segona versió' }), savedBy: 'Algú altre' });
    expect([forged.status, ((await forged.json()) as { error: { message: string } }).error.message]).toEqual([400, 'camp no admès: savedBy.']);
    const saved = await withCookie(server, nuria, 'PUT', `/api/admin/desk/articles/${made.article._id}`, saveBody(made, { title: 'Segona versió' }));
    expect(saved.status).toBe(200);
    const second = (await saved.json()) as DeskArticle;
    expect(second.revision).toBe(2);
    expect(second.article.title).toBe('Segona versió');
    const third = await deskOk<DeskArticle>(server, 'PUT', `/articles/${made.article._id}`, saveBody(second, { text: [{ type: 'paragraph', content: 'Tercer text' }] }));
    expect(third.revision).toBe(3);
    const preview = await server.send('GET', `/api/articles/articles/${made.article.url}`, undefined, { admin: true });
    expect(((await preview.json()) as Article).text).toEqual([{ type: 'paragraph', content: 'Tercer text' }]);

    const { revisions } = await deskOk<{ revisions: RevisionSummary[] }>(server, 'GET', `/articles/${made.article._id}/revisions`);
    expect(revisions.map((r) => [r.revision, r.title, r.savedBy])).toEqual([
      [3, 'Segona versió', null],
      [2, 'Segona versió', 'Núria'],
      [1, 'Primera versió', null],
    ]);
    // Each answer says when the server recorded its revision (the editor's 'Desat a les …'), as the history does.
    expect([third.savedAt, second.savedAt, made.savedAt]).toEqual(revisions.map((r) => r.savedAt));
    expect(Date.parse(third.savedAt!)).not.toBeNaN();
    expect((await deskOk<DeskArticle>(server, 'GET', `/articles/${made.article._id}`)).savedAt).toBe(third.savedAt);
    const first = await deskOk<RevisionDetail>(server, 'GET', `/articles/${made.article._id}/revisions/1`);
    expect(first.article).toMatchObject({ title: 'Primera versió', text: [{ type: 'paragraph', content: 'Text de <em>Primera versió</em>.' }] });
    expect((await desk<ErrorAnswer>(server, 'GET', `/articles/${made.article._id}/revisions/9`)).body.error.code).toBe('revision_not_found');
  });

  it("refuses a save on a stale revision with 409 and the other's current record, changing nothing", async () => {
    const made = await newArticle(server, edition, articleFields('Dues mans'));
    const mine = saveBody(made, { title: 'El meu canvi' });
    const theirs = await deskOk<DeskArticle>(server, 'PUT', `/articles/${made.article._id}`, saveBody(made, { title: 'El seu canvi' }));
    const stale = await desk<StaleRevisionBody>(server, 'PUT', `/articles/${made.article._id}`, mine);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_revision');
    expect(stale.body.error.message).toContain('El teu text no s’ha perdut');
    expect(stale.body.current).toEqual(theirs);
    // After seeing the other's change, saving on its revision goes through.
    const merged = await deskOk<DeskArticle>(server, 'PUT', `/articles/${made.article._id}`, { ...mine, baseRevision: stale.body.current.revision });
    expect(merged).toMatchObject({ revision: 3, article: { title: 'El meu canvi' } });
  });

  it('lets exactly one of two simultaneous saves on the same base through', async () => {
    const made = await newArticle(server, edition, articleFields('Carrera'));
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((who) => desk<DeskArticle | StaleRevisionBody>(server, 'PUT', `/articles/${made.article._id}`, saveBody(made, { title: `Versió ${who}` }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const revisions = await deskOk<{ revisions: RevisionSummary[] }>(server, 'GET', `/articles/${made.article._id}/revisions`);
    expect(revisions.revisions.map((r) => r.revision)).toEqual([2, 1]);
  });

  it('restores any revision as a new revision, on the current base only', async () => {
    const made = await newArticle(server, edition, articleFields('Original', { summary: 'Resum original' }));
    const changed = await deskOk<DeskArticle>(server, 'PUT', `/articles/${made.article._id}`, saveBody(made, { title: 'Canviat', summary: 'Resum canviat' }));
    const stale = await desk<StaleRevisionBody>(server, 'POST', `/articles/${made.article._id}/revisions/1/restore`, { baseRevision: 1 });
    expect(stale.status).toBe(409);
    const restored = await deskOk<DeskArticle>(server, 'POST', `/articles/${made.article._id}/revisions/1/restore`, { baseRevision: changed.revision });
    expect(restored).toMatchObject({ revision: 3, article: { title: 'Original', summary: 'Resum original' } });
    const { revisions } = await deskOk<{ revisions: RevisionSummary[] }>(server, 'GET', `/articles/${made.article._id}/revisions`);
    expect(revisions.map((r) => r.title)).toEqual(['Original', 'Canviat', 'Original']);
  });

  it('keeps an article of 10,000 words', async () => {
    const words = Array.from({ length: 10_000 }, (_, i) => `paraula${i % 97}`).join(' ');
    const paragraphs = Array.from({ length: 100 }, (_, i) => ({ type: 'paragraph' as const, content: words.split(' ').slice(i * 100, i * 100 + 100).join(' ') }));
    const made = await newArticle(server, edition, articleFields('Llarg', { text: paragraphs }));
    const saved = await deskOk<DeskArticle>(server, 'PUT', `/articles/${made.article._id}`, saveBody(made, { title: 'Llarg, desat' }));
    expect(saved.article.text).toHaveLength(100);
  });
});
