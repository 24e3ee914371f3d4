/** Titles have limits the desk counts and the server keeps (issue 26): 400 with a Catalan message past them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TITLE_MAX_CHARS } from '../../common/constants.js';
import { startTestServer, type TestServer } from './harness.js';
import { articleFields, desk, deskOk, newArticle, newEdition, saveBody, type ErrorAnswer } from './deskFixture.js';
import type { DeskArticle } from '../../common/api/desk.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('title limits', () => {
  it('refuses an edition title past the limit, in Catalan', async () => {
    const { number } = await deskOk<{ number: number }>(server, 'GET', '/editions/next-number');
    const long = await desk<ErrorAnswer>(server, 'POST', '/editions', { number, title: 'E'.repeat(TITLE_MAX_CHARS.edition + 1), publicationDate: '2031-05-01' });
    expect(long.status).toBe(400);
    expect(long.body.error).toEqual({ code: 'invalid_input', message: `títol: com a màxim ${TITLE_MAX_CHARS.edition} caràcters.` });
    await deskOk(server, 'POST', '/editions', { number, title: 'E'.repeat(TITLE_MAX_CHARS.edition), publicationDate: '2031-05-01' }, 201);
  });

  it('refuses an article title past the limit as readers count it (tags aside), on create and on save', async () => {
    const edition = await newEdition(server, 'Edició dels límits');
    const long = await desk<ErrorAnswer>(server, 'POST', `/editions/${edition.issue.number}/articles`, articleFields('T'.repeat(TITLE_MAX_CHARS.article + 1)));
    expect(long.status).toBe(400);
    expect(long.body.error).toEqual({ code: 'invalid_input', message: `títol: com a màxim ${TITLE_MAX_CHARS.article} caràcters.` });

    // Italics do not count: the limit is on what readers read.
    const made = await newArticle(server, edition.issue.number, articleFields(`<em>${'T'.repeat(TITLE_MAX_CHARS.article)}</em>`));
    const saved = await desk<ErrorAnswer>(server, 'PUT', `/articles/${made.article._id}`, saveBody(made, { title: 'T'.repeat(1065) }));
    expect(saved.status).toBe(400);
    expect(saved.body.error.message).toBe(`títol: com a màxim ${TITLE_MAX_CHARS.article} caràcters.`);
    expect((await deskOk<DeskArticle>(server, 'GET', `/articles/${made.article._id}`)).revision).toBe(1);
  });
});

describe('what saving will keep of some HTML (the author form’s preview)', () => {
  it('answers the sanitised HTML and says whether anything is taken out', async () => {
    const clean = await deskOk<{ html: string; removed: boolean }>(server, 'POST', '/sanitize', { kind: 'rich', html: '<p>Viu a la <em>Garrotxa</em>&nbsp;i <a href="https://olot.cat">Olot</a>.</p>' });
    expect(clean.removed).toBe(false);
    expect(clean.html).toBe('<p>Viu a la <em>Garrotxa</em>\u00a0i <a href="https://olot.cat" target="_blank" rel="noopener noreferrer">Olot</a>.</p>');
    const dirty = await deskOk<{ html: string; removed: boolean }>(server, 'POST', '/sanitize', { kind: 'rich', html: '<p style="color:red" onclick="x()">Hola<script>alert(1)</script><img src=x onerror="alert(2)"></p>' });
    expect(dirty).toEqual({ html: '<p>Hola</p>', removed: true });
    // A heading is more than a short bio keeps.
    expect((await deskOk<{ removed: boolean }>(server, 'POST', '/sanitize', { kind: 'inline', html: '<p>Poeta</p>' })).removed).toBe(true);
    const bad = await desk<ErrorAnswer>(server, 'POST', '/sanitize', { kind: 'poem', html: '' });
    expect(bad.status).toBe(400);
    expect((await server.send('POST', '/api/admin/desk/sanitize', { kind: 'rich', html: '' })).status).toBe(401);
  });
});
