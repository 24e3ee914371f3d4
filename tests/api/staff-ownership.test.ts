/**
 * A contributor's reach (issue 27): they write articles in draft editions and edit or delete only
 * their own drafts; an editor edits anyone's and publishes. Revisions name the signed-in person,
 * whatever name the body claims.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskArticle } from '../../common/api/desk.js';
import type { StaffPerson } from '../../common/api/people.js';
import { startTestServer, type TestServer } from './harness.js';
import { articleFields, confirmingAll, newEdition, saveBody } from './deskFixture.js';
import { addPerson, errorCode, signIn, withCookie } from './staffFixture.js';

let server: TestServer;
let anna: StaffPerson;
let cookies: { anna: string; biel: string; editor: string };
let edition: number;

beforeAll(async () => {
  server = await startTestServer();
  anna = await addPerson(server, 'Anna Col·laboradora', 'contributor');
  const biel = await addPerson(server, 'Biel Col·laborador', 'contributor');
  const editor = await addPerson(server, 'Carme Editora', 'editor');
  cookies = { anna: await signIn(server, anna.email), biel: await signIn(server, biel.email), editor: await signIn(server, editor.email) };
  edition = (await newEdition(server, 'Edició de la redacció')).issue.number;
});

afterAll(async () => {
  await server.close();
});

async function write(cookie: string, title: string): Promise<DeskArticle> {
  const res = await withCookie(server, cookie, 'POST', `/api/admin/desk/editions/${edition}/articles`, articleFields(title));
  const body = (await res.json()) as DeskArticle;
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body;
}

const save = (cookie: string, article: DeskArticle, title: string) => withCookie(server, cookie, 'PUT', `/api/admin/desk/articles/${article.article._id}`, saveBody(article, { title }));

describe("a contributor's drafts", () => {
  it('are theirs to edit; another contributor is refused with a reason, an editor is not', async () => {
    const draft = await write(cookies.anna, 'L’esborrany de l’Anna');
    expect(Number((await server.db('articles').where({ id: draft.article._id }).first('created_by')).created_by)).toBe(anna.id);
    // The desk is told who wrote it, so it offers the editor only to whom the server lets save.
    expect(draft.createdBy).toBe(anna.id);
    const own = await save(cookies.anna, draft, 'L’esborrany de l’Anna, revisat');
    expect(own.status).toBe(200);

    const other = await save(cookies.biel, (await own.json()) as DeskArticle, 'Canviat pel Biel');
    expect(other.status).toBe(403);
    const refusal = (await other.json()) as { error: { code: string; message: string } };
    expect(refusal.error.code).toBe('not_your_draft');
    expect(refusal.error.message).toMatch(/col·laborador/);
    const deleted = await withCookie(server, cookies.biel, 'DELETE', `/api/admin/desk/articles/${draft.article._id}`);
    expect([deleted.status, await errorCode(deleted)]).toEqual([403, 'not_your_draft']);

    const current = (await (await withCookie(server, cookies.editor, 'GET', `/api/admin/desk/articles/${draft.article._id}`)).json()) as DeskArticle;
    expect((await save(cookies.editor, current, 'Endreçat per l’editora')).status).toBe(200);
  });

  it('name the signed-in person in their revisions, not the name the body claims', async () => {
    const draft = await write(cookies.anna, 'Qui l’ha escrit');
    const revisions = (await (await withCookie(server, cookies.anna, 'GET', `/api/admin/desk/articles/${draft.article._id}/revisions`)).json()) as { revisions: { savedBy: string | null }[] };
    expect(revisions.revisions.map((r) => r.savedBy)).toEqual(['Anna Col·laboradora']);
  });

  it('cannot be published by the contributor; once the editor publishes, the contributor no longer edits them', async () => {
    const draft = await write(cookies.anna, 'Per publicar');
    const tried = await withCookie(server, cookies.anna, 'POST', `/api/admin/editions/${edition}/publish`);
    expect([tried.status, await errorCode(tried)]).toEqual([403, 'role_too_low']);
    expect((await withCookie(server, cookies.editor, 'POST', `/api/admin/editions/${edition}/publish`, await confirmingAll(server, edition))).status).toBe(200);
    const current = (await (await withCookie(server, cookies.anna, 'GET', `/api/admin/desk/articles/${draft.article._id}`)).json()) as DeskArticle;
    const late = await save(cookies.anna, current, 'Massa tard');
    expect([late.status, await errorCode(late)]).toEqual([403, 'not_your_draft']);
    const inPublished = await withCookie(server, cookies.anna, 'POST', `/api/admin/desk/editions/${edition}/articles`, articleFields('A una edició publicada'));
    expect([inPublished.status, await errorCode(inPublished)]).toEqual([409, 'edition_published']);
  });
});
