/**
 * The record's API (issue 27): sign-ins are recorded, the list filters by person, action and day
 * range and pages newest first, the CSV export quotes its cells, bad parameters are a Catalan 400,
 * nothing in the API changes or deletes an entry, and an act's entry commits with its change or
 * not at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordEntry } from '../../common/api/record.js';
import type { Pagination } from '../../common/api/pagination.js';
import { actorColumns } from '../../server/record/recorder.js';
import { appendEntry, type NewEntry } from '../../server/record/store.js';
import { articleFields, newArticle, newEdition } from './deskFixture.js';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from './harness.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const admin = (method: string, pathname: string, body?: unknown) => server.send(method, pathname, body, { admin: true });

async function list(query: string): Promise<{ entries: RecordEntry[]; pagination: Pagination; moreThanTotal: boolean }> {
  const res = await admin('GET', `/api/admin/record${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { entries: RecordEntry[]; pagination: Pagination; moreThanTotal: boolean };
}

const entry = (over: Partial<NewEntry> = {}): NewEntry => ({
  ...actorColumns({ kind: 'person', id: 7, name: 'Anna Puig', role: 'editor' }),
  action: 'article.save',
  subjectKind: 'article',
  subjectId: 'art-1',
  summary: 'Ha desat l’article «Primer».',
  ...over,
});

describe('sign-in with the operator key', () => {
  it('records a sign-in, a refused sign-in and a sign-out, by the operator', async () => {
    expect((await server.send('POST', '/api/admin/session', { token: 'no-és-aquesta-clau' })).status).toBe(401);
    const signedIn = await server.send('POST', '/api/admin/session', { token: TEST_ADMIN_TOKEN });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    expect((await server.send('DELETE', '/api/admin/session', undefined, { headers: { Cookie: cookie } })).status).toBe(200);
    // A sign-out with no session open closes nothing, and is not recorded.
    expect((await server.send('DELETE', '/api/admin/session')).status).toBe(200);

    const { entries } = await list('?limit=3');
    expect(entries.map((e) => e.action)).toEqual(['session.signOut', 'session.signIn', 'session.signInFailed']);
    expect(entries[2]).toMatchObject({ actor: { kind: 'operator', name: 'Clau d’operador' }, subject: { kind: 'session', id: null } });
    expect(entries[2]!.summary).toBe('Ha intentat iniciar la sessió i no s’ha acceptat.');
  });
});

describe('the list', () => {
  beforeAll(async () => {
    // 30 saves by a person over three days, two by her token, and one publication by the operator.
    for (let i = 0; i < 30; i += 1) await appendEntry(server.db, entry({ subjectId: `art-${i}` }), `2031-05-0${1 + (i % 3)}T10:00:${String(i).padStart(2, '0')}.000Z`);
    const token = actorColumns({ kind: 'token', id: 3, name: 'Marta Vila', tokenName: 'Script', personId: 8, role: 'contributor' });
    for (const at of ['2031-05-02T09:00:00.000Z', '2031-05-04T09:00:00.000Z']) await appendEntry(server.db, entry({ ...token, summary: 'Ha desat l’article «Segon».' }), at);
    await appendEntry(server.db, entry({ ...actorColumns({ kind: 'operator' }), action: 'edition.publish', subjectKind: 'edition', subjectId: '12', summary: 'Ha publicat l’edició 12.' }), '2031-05-03T12:00:00.000Z');
  });

  it('filters by person (a token counts as its owner), by the operator key, by action and by day range, newest first', async () => {
    const anna = await list('?person=7&limit=100');
    expect(anna.pagination.total).toBe(30);
    expect(anna.entries.every((e) => e.actor.name === 'Anna Puig' && e.actor.kind === 'person')).toBe(true);
    const ats = anna.entries.map((e) => e.at);
    expect(ats).toEqual([...ats].sort().reverse());

    const marta = await list('?person=8');
    expect(marta.entries.map((e) => [e.actor.kind, e.actor.name, e.actor.personId])).toEqual([
      ['token', 'Marta Vila, amb la clau personal «Script»', 8],
      ['token', 'Marta Vila, amb la clau personal «Script»', 8],
    ]);
    expect((await list('?person=operator&action=edition.publish')).entries.map((e) => e.subject)).toEqual([{ kind: 'edition', id: '12' }]);

    const day = await list('?from=2031-05-02&to=2031-05-02&action=article.save&limit=100');
    expect(day.pagination.total).toBe(11);
    expect(day.entries.every((e) => e.at.startsWith('2031-05-02'))).toBe(true);
    expect((await list('?from=2031-05-04')).entries.map((e) => e.at)).toEqual(['2031-05-04T09:00:00.000Z']);
  });

  it('pages in the one pagination shape', async () => {
    const first = await list('?person=7&limit=12');
    const third = await list('?person=7&limit=12&page=3');
    expect(first.pagination).toEqual({ page: 1, pages: 3, total: 30, limit: 12 });
    expect(third.entries).toHaveLength(6);
    expect(third.entries[0]!.at < first.entries[11]!.at).toBe(true);
    expect((await list('?person=7&limit=12&page=9')).entries).toEqual([]);
    expect((await list('?person=99')).pagination).toEqual({ page: 1, pages: 1, total: 0, limit: 50 });
  });

  it("reads one article's entries (its history)", async () => {
    const { entries } = await list('?article=art-4');
    expect(entries.map((e) => [e.subject.id, e.actor.name])).toEqual([['art-4', 'Anna Puig']]);
  });

  it('counts up to 10,000 and then says there are more', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => ({ at: `2030-01-01T00:00:00.${String(i % 1000).padStart(3, '0')}Z`, actor_kind: 'operator', actor_person_id: null, actor_name: 'Clau d’operador', action: 'media.alt', subject_kind: 'media', subject_id: `m${i}.jpg`, summary: 'Ha canviat el text alternatiu.' }));
    await server.db.batchInsert('record_entries', rows, 500);
    const many = await list('?action=media.alt&limit=200');
    expect(many.pagination).toEqual({ page: 1, pages: 50, total: 10_000, limit: 200 });
    expect(many.moreThanTotal).toBe(true);
    expect((await list('?person=7')).moreThanTotal).toBe(false);
    await server.db('record_entries').where({ action: 'media.alt' }).delete();
  });

  it('names the people it holds, by their latest name', async () => {
    const res = await admin('GET', '/api/admin/record/people');
    expect(await res.json()).toEqual({ people: [{ id: 7, name: 'Anna Puig' }, { id: 8, name: 'Marta Vila' }] });
  });

  it('exports CSV with the same filters, quoted, and no cell a spreadsheet would run', async () => {
    await appendEntry(server.db, entry({ summary: '=HYPERLINK("x"), i més', subjectId: 'csv-1' }), '2031-06-01T08:00:00.000Z');
    const res = await admin('GET', '/api/admin/record/export?person=7&from=2031-06-01');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="registre-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,at,actor_kind,actor_person_id,actor_name,action,subject_kind,subject_id,summary');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d+,2031-06-01T08:00:00\.000Z,person,7,Anna Puig,article\.save,article,csv-1,"'=HYPERLINK\(""x""\), i més"$/);
    const all = (await (await admin('GET', '/api/admin/record/export?person=7')).text()).trimEnd().split('\r\n');
    expect(all).toHaveLength(32);
  });

  it('needs the admin credential', async () => {
    expect((await server.get('/api/admin/record')).status).toBe(401);
    expect((await server.get('/api/admin/record/export')).status).toBe(401);
  });
});

describe('bad parameters', () => {
  for (const [query, field] of [
    ['?action=edition.burn', 'action'],
    ['?person=anna', 'person'],
    ['?person=0', 'person'],
    ['?from=2031-02-30', 'from'],
    ['?to=31-05-2031', 'to'],
    ['?from=2031-05-04&to=2031-05-01', 'from'],
    ['?page=0', 'page'],
    ['?limit=abc', 'limit'],
  ] as const) {
    it(`${query}: 400 invalid_input naming ${field}, in Catalan`, async () => {
      for (const pathname of ['/api/admin/record', '/api/admin/record/export']) {
        if (pathname.endsWith('export') && /page|limit/.test(field)) continue;
        const res = await admin('GET', `${pathname}${query}`);
        expect(res.status, pathname).toBe(400);
        const { error } = (await res.json()) as { error: { code: string; message: string } };
        expect(error.code).toBe('invalid_input');
        expect(error.message).toMatch(new RegExp(`^${field}: `));
        expect(error.message).not.toMatch(/\b(Invalid|expected|must)\b/);
      }
    });
  }
});

describe('the record cannot be changed through the API', () => {
  it('has no route that writes, edits or deletes an entry', async () => {
    const [first] = (await list('?limit=1')).entries;
    for (const [method, pathname] of [
      ['POST', '/api/admin/record'],
      ['PUT', '/api/admin/record'],
      ['DELETE', '/api/admin/record'],
      ['PUT', `/api/admin/record/${first!.id}`],
      ['PATCH', `/api/admin/record/${first!.id}`],
      ['DELETE', `/api/admin/record/${first!.id}`],
    ] as const) {
      const res = await admin(method, pathname, method === 'DELETE' ? undefined : { summary: 'esborrat' });
      expect([404, 405], `${method} ${pathname}`).toContain(res.status);
    }
    expect((await list('?limit=1')).entries[0]).toEqual(first);
  });
});

describe('an article is named by its title', () => {
  it('in the entries of acts whose call does not carry it: hand-in, accept, return', async () => {
    const { issue } = await newEdition(server, 'Edició dels noms');
    const { article } = await newArticle(server, issue.number, articleFields('Les <em>pedres</em> del riu'));
    for (const step of ['hand-in', 'return', 'hand-in', 'accept']) {
      const res = await admin('POST', `/api/admin/desk/articles/${article._id}/review/${step}`, step === 'return' ? { note: 'Falta una font.' } : {});
      expect(res.status, `${step}: ${await res.clone().text()}`).toBe(200);
    }
    for (const [action, summary] of [
      ['article.handIn', 'Ha lliurat per revisar l’article «Les pedres del riu».'],
      ['article.return', 'Ha retornat l’article «Les pedres del riu»'],
      ['article.accept', 'Ha acceptat l’article «Les pedres del riu».'],
    ] as const) {
      const { entries } = await list(`?action=${action}&article=${article._id}`);
      expect(entries.length, action).toBeGreaterThan(0);
      expect(entries[0]!.summary, action).toContain(summary);
    }
  });
});

describe('an act and its entry commit together', () => {
  it('a change whose entry cannot be written is not made', async () => {
    const { issue } = await newEdition(server, 'Edició abans');
    await server.db.schema.renameTable('record_entries', 'record_entries_aside');
    try {
      const res = await admin('PUT', `/api/admin/desk/editions/${issue.number}`, { title: 'Edició després', description: 'Una edició de prova', publicationDate: '2031-03-01' });
      expect(res.status).toBe(500);
    } finally {
      await server.db.schema.renameTable('record_entries_aside', 'record_entries');
    }
    const edition = (await (await admin('GET', `/api/admin/desk/editions/${issue.number}`)).json()) as { issue: { title: string } };
    expect(edition.issue.title).toBe('Edició abans');
    expect((await list('?action=edition.update')).pagination.total).toBe(0);
  });

  it('a refused act leaves no entry', async () => {
    const before = (await list('?action=edition.publish')).pagination.total;
    expect((await admin('POST', '/api/admin/editions/99999/publish')).status).toBe(404);
    expect((await list('?action=edition.publish')).pagination.total).toBe(before);
  });

  it('a refused act whose write changed nothing leaves no entry either', async () => {
    const { issue } = await newEdition(server, 'Edició sense publicar');
    const all = (await list('?limit=1')).pagination.total;
    const refused: [string, string, number, string][] = [
      ['POST', `/api/admin/editions/${issue.number}/withdraw`, 409, 'not_published'],
      ['POST', '/api/admin/editions/99998/withdraw', 404, 'issue_not_found'],
      ['DELETE', '/api/authors/0123456789abcdef01234567', 404, 'author_not_found'],
      ['POST', '/api/authors/0123456789abcdef01234567/reactivate', 404, 'author_not_found'],
    ];
    for (const [method, pathname, status, code] of refused) {
      const res = await admin(method, pathname);
      expect(res.status, `${method} ${pathname}`).toBe(status);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    }
    expect((await list('?limit=1')).pagination.total).toBe(all);
  });
});
