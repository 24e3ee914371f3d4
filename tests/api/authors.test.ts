import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Author, AuthorArticles, AuthorList, AuthorStats } from '../../common/types.js';
import type { SavedAuthor } from '../../common/api/authors.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const json = <T>(path: string, status = 200) => server.json<T>(path, status);

describe('authors directory', () => {
  it('lists authors by name, accent-insensitively, 10 per page by default', async () => {
    const body = await json<AuthorList>('/api/authors?limit=100');
    expect(body.pagination.total).toBeGreaterThanOrEqual(30);
    const names = body.authors.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ca', { sensitivity: 'base' })));
    expect((await json<AuthorList>('/api/authors')).authors).toHaveLength(10);
    const a = body.authors[0]!;
    expect(a).toMatchObject({ _id: expect.any(String), slug: expect.any(String) });
    expect(a.stats.totalArticles).toBeGreaterThanOrEqual(0);
  });

  it('lists each author as its card draws it; the profile carries the rest', async () => {
    const { authors } = await json<AuthorList>('/api/authors?limit=100');
    const cardFields = new Set(['_id', 'slug', 'name', 'photo', 'profession', 'bio', 'stats']);
    for (const listed of authors) {
      expect(Object.keys(listed).filter((key) => !cardFields.has(key))).toEqual([]);
      expect(Object.keys(listed.bio)).not.toContain('full');
      expect(Object.keys(listed.stats)).not.toContain('firstPublication');
    }
    for (const path of ['/api/authors/top?limit=100', '/api/authors/search?q=a&limit=100']) {
      const { authors: summaries } = await json<{ authors: Record<string, unknown>[] }>(path);
      expect(summaries.length).toBeGreaterThan(0);
      expect(summaries.every((s) => !('education' in s) && !('contact' in s) && !('specialties' in s))).toBe(true);
    }
    const listed = authors.find((a) => a.photo && a.profession)!;
    const profile = await json<Author>(`/api/authors/slug/${listed.slug}`);
    expect(profile).toMatchObject({ ...listed, bio: { short: listed.bio.short }, active: true });
    expect(profile.bio.full).toEqual(expect.any(String));
  });

  it('has complete profiles, some without photo and some without contacts', async () => {
    const { authors } = await json<AuthorList>('/api/authors?limit=100');
    expect(authors.some((a) => !a.photo)).toBe(true);
    const profiles = await Promise.all(authors.map((a) => json<Author>(`/api/authors/slug/${a.slug}`)));
    expect(profiles.some((a) => Object.keys(a.contact).length === 0)).toBe(true);
    expect(profiles.every((a) => a.bio.short && a.specialties.length > 0)).toBe(true);
  });

  it('sorts by number of articles and by most recent publication', async () => {
    const byArticles = (await json<AuthorList>('/api/authors?sort=articles&limit=100')).authors;
    const counts = byArticles.map((a) => a.stats.totalArticles);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    const recent = (await json<AuthorList>('/api/authors?sort=recent&limit=100')).authors;
    const last = recent.map((a) => a.stats.lastPublication ?? '');
    expect(last).toEqual([...last].sort().reverse());
  });

  it('filters by specialty and by search text, pages the result', async () => {
    const { specialties } = await json<{ specialties: { name: string; count: number }[] }>('/api/authors/specialties');
    expect(specialties.length).toBeGreaterThan(3);
    const top = specialties[0]!;
    const filtered = await json<AuthorList>(`/api/authors?specialty=${encodeURIComponent(top.name)}&limit=100`);
    expect(filtered.pagination.total).toBe(top.count);
    const profiles = await Promise.all(filtered.authors.map((a) => json<Author>(`/api/authors/slug/${a.slug}`)));
    expect(profiles.every((a) => a.specialties.includes(top.name))).toBe(true);

    const someone = filtered.authors[0]!;
    const surname = someone.name.split(' ').at(-1)!;
    const folded = surname.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
    const found = await json<AuthorList>(`/api/authors?search=${encodeURIComponent(folded)}`);
    expect(found.authors.map((a) => a._id)).toContain(someone._id);
    const nothing = await json<AuthorList>('/api/authors?search=zzzxxyy');
    expect(nothing.authors).toEqual([]);
    expect(nothing.pagination).toMatchObject({ total: 0, pages: 1 });

    const page2 = await json<AuthorList>('/api/authors?limit=18&page=2');
    expect(page2.pagination.page).toBe(2);
  });

  it('gives top authors and a name search', async () => {
    const top = await json<{ authors: Author[] }>('/api/authors/top');
    expect(top.authors).toHaveLength(10);
    const search = await json<{ authors: Author[] }>(`/api/authors/search?q=${encodeURIComponent(top.authors[0]!.name)}`);
    expect(search.authors[0]!._id).toBe(top.authors[0]!._id);
    expect((await server.get('/api/authors/search')).status).toBe(400);
  });

  it('rejects bad list parameters', async () => {
    for (const bad of ['sort=popular', 'page=0', 'limit=abc']) {
      expect((await server.get(`/api/authors?${bad}`)).status, bad).toBe(400);
    }
  });
});

describe('author profile', () => {
  it('reads by id and by slug, with articles and stats in the spec shape', async () => {
    const [author] = (await json<{ authors: Author[] }>('/api/authors/top?limit=1')).authors;
    const byId = await json<Author>(`/api/authors/${author!._id}`);
    const bySlug = await json<Author>(`/api/authors/slug/${author!.slug}`);
    expect(bySlug).toEqual(byId);

    const articles = await json<AuthorArticles>(`/api/authors/slug/${author!.slug}/articles`);
    expect(articles.pagination.limit).toBe(12);
    expect(articles.pagination.total).toBe(author!.stats.totalArticles);
    expect(articles.articles[0]).toMatchObject({ _id: expect.any(String), section: expect.any(String), url: expect.any(String), year: expect.any(Number), issueNumber: expect.any(Number) });
    const byIdArticles = await json<AuthorArticles>(`/api/authors/${author!._id}/articles?page=2&limit=2`);
    expect(byIdArticles.articles[0]?._id).toBe(articles.articles[2]?._id);

    const stats = await json<AuthorStats>(`/api/authors/slug/${author!.slug}/stats`);
    expect(stats.totalArticles).toBe(author!.stats.totalArticles);
    expect(stats.sectionStats.reduce((s, x) => s + x.count, 0)).toBe(stats.totalArticles);
    expect(stats.yearStats.reduce((s, x) => s + x.count, 0)).toBe(stats.totalArticles);
    expect(stats.firstPublication).toBe(stats.yearStats[0]!._id);
    expect(stats.lastPublication).toBe(stats.yearStats.at(-1)!._id);
    expect(await json<AuthorStats>(`/api/authors/${author!._id}/stats`)).toEqual(stats);
  });

  it("gives each of the author's articles its card image's alt text from the media library", async () => {
    const [author] = (await json<{ authors: Author[] }>('/api/authors/top?limit=1')).authors;
    const [first] = (await json<AuthorArticles>(`/api/authors/slug/${author!.slug}/articles?limit=1`)).articles;
    expect(first!.imageCard).toBeTruthy();
    expect(first!.imageCardAlt).toBeUndefined();
    const now = new Date().toISOString();
    await server.db('media_library').insert({ name: first!.imageCard, kind: 'image', content_type: 'image/jpeg', alt: 'Un pont de pedra', size: 1, width: 1, height: 1, created_at: now, replaced_at: null });
    server.events.heard('unknown');
    const [again] = (await json<AuthorArticles>(`/api/authors/slug/${author!.slug}/articles?limit=1`)).articles;
    expect(again).toMatchObject({ _id: first!._id, imageCardAlt: 'Un pont de pedra' });
  });

  it('answers 404 for unknown authors', async () => {
    expect((await server.get('/api/authors/slug/ningu-no-es-diu-aixi')).status).toBe(404);
    expect((await server.get('/api/authors/000000000000000000000000')).status).toBe(404);
    expect((await server.get('/api/authors/slug/ningu/stats')).status).toBe(404);
    expect((await server.get('/api/authors/ningu/articles')).status).toBe(404);
  });
});

describe('author writes (admin)', () => {
  const newAuthor = {
    name: 'Aina Puigdevall i Roca',
    profession: 'Poeta i traductora',
    location: 'Olot',
    bio: { short: 'Escriu <em>haikus</em> de volcà.<script>alert(1)</script>', full: '<p>Viu a la Garrotxa.</p>' },
    specialties: ['Poesia', 'Traducció'],
    education: [{ degree: 'Filologia Catalana', institution: 'Universitat de Girona', year: 2009 }],
    awards: [{ name: 'Premi de poesia de la Garrotxa', year: 2019 }],
    contact: { website: 'https://ainapuigdevall.cat', twitter: '@ainapuig' },
  };

  it('refuses writes without the admin credential', async () => {
    expect((await server.send('POST', '/api/authors', newAuthor)).status).toBe(401);
    const wrong = await server.send('POST', '/api/authors', newAuthor, { headers: { Authorization: 'Bearer wrong-token-value' } });
    expect(wrong.status).toBe(403);
    expect((await server.send('DELETE', '/api/authors/whatever')).status).toBe(401);
  });

  it('creates, updates and deactivates an author', async () => {
    const before = new Date().toISOString();
    const created = await server.send('POST', '/api/authors', newAuthor, { admin: true });
    expect(created.status).toBe(201);
    const author = (await created.json()) as SavedAuthor;
    // The desk says when it was saved by the server's own stamp, not the browser's clock.
    expect(author.updatedAt >= before && author.updatedAt <= new Date().toISOString()).toBe(true);
    expect(author.slug).toBe('aina-puigdevall-i-roca');
    expect(author.bio.short).toBe('Escriu <em>haikus</em> de volcà.');
    expect(author.stats.totalArticles).toBe(0);
    expect((await json<Author>(`/api/authors/slug/${author.slug}`))._id).toBe(author._id);

    const updated = await server.send('PUT', `/api/authors/${author._id}`, { profession: 'Poeta', location: null }, { admin: true });
    expect(updated.status).toBe(200);
    const after = (await updated.json()) as SavedAuthor;
    expect(after.updatedAt >= author.updatedAt && after.updatedAt <= new Date().toISOString()).toBe(true);
    const stamped = (await server.db('authors').where({ id: author._id }).first('updated_at')) as { updated_at: string };
    expect(after.updatedAt).toBe(stamped.updated_at);
    expect(after.profession).toBe('Poeta');
    expect(after.location).toBeUndefined();
    expect(after.specialties).toEqual(['Poesia', 'Traducció']);

    const removed = await server.send('DELETE', `/api/authors/${author._id}`, undefined, { admin: true });
    expect(removed.status).toBe(200);
    expect((await server.get(`/api/authors/${author._id}`)).status).toBe(404);
    const again = await server.send('DELETE', `/api/authors/${author._id}`, undefined, { admin: true });
    expect(again.status).toBe(404);
    const row = await server.db('authors').where({ id: author._id }).first();
    expect(row).toBeTruthy();
  });

  it('validates author bodies and refuses a slug that is taken', async () => {
    const missing = await server.send('POST', '/api/authors', { profession: 'X' }, { admin: true });
    expect(missing.status).toBe(400);
    const unknownField = await server.send('POST', '/api/authors', { ...newAuthor, role: 'admin' }, { admin: true });
    expect(unknownField.status).toBe(400);
    const badUrl = await server.send('POST', '/api/authors', { ...newAuthor, contact: { website: 'javascript:alert(1)' } }, { admin: true });
    expect(badUrl.status).toBe(400);
    const [existing] = (await json<{ authors: Author[] }>('/api/authors/top?limit=1')).authors;
    const clash = await server.send('POST', '/api/authors', { ...newAuthor, slug: existing!.slug }, { admin: true });
    expect(clash.status).toBe(409);
    expect((await server.send('PUT', '/api/authors/ningu', { profession: 'X' }, { admin: true })).status).toBe(404);
  });

  it('makes an address for a translated author whose name is in another alphabet', async () => {
    for (const [name, slug] of [
      ['Νίκος Καζαντζάκης', 'nikos-kazantzakis'],
      ['Михаил Булгаков', 'mikhail-bulgakov'],
      ['村上 春樹', 'u6751-u4e0a-u6625-u6a39'],
    ]) {
      const created = await server.send('POST', '/api/authors', { name }, { admin: true });
      expect(created.status, name).toBe(201);
      expect(((await created.json()) as Author).slug).toBe(slug);
      expect((await json<Author>(`/api/authors/slug/${slug}`)).name).toBe(name);
    }
  });
});

describe("the desk's author lifecycle (admin)", () => {
  it('deactivates an author for readers only: her articles keep the credit, the desk still lists and edits her, and reactivation brings her back', async () => {
    const [author] = (await json<{ authors: Author[] }>('/api/authors/top?limit=1')).authors;
    const [item] = (await json<AuthorArticles>(`/api/authors/slug/${author!.slug}/articles?limit=1`)).articles;

    expect((await server.send('DELETE', `/api/authors/${author!._id}`, undefined, { admin: true })).status).toBe(200);
    expect((await server.get(`/api/authors/slug/${author!.slug}`)).status).toBe(404);
    expect((await json<AuthorList>(`/api/authors?limit=100&search=${encodeURIComponent(author!.name)}`)).authors).toEqual([]);
    const article = await json<{ authors: string[] }>(`/api/articles/${item!.section}/${item!.url}`);
    expect(article.authors).toContain(author!.name);

    const staff = await server.send('GET', `/api/authors/staff?search=${encodeURIComponent(author!.name)}`, undefined, { admin: true });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('cache-control')).toBe('no-store');
    const listed = ((await staff.json()) as { authors: Author[] }).authors;
    expect(listed.map((a) => [a._id, a.active])).toEqual([[author!._id, false]]);

    const edited = await server.send('PUT', `/api/authors/${author!._id}`, { location: 'Besalú' }, { admin: true });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ location: 'Besalú', active: false });

    const back = await server.send('POST', `/api/authors/${author!._id}/reactivate`, undefined, { admin: true });
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ success: true, _id: author!._id, active: true });
    expect((await json<Author>(`/api/authors/slug/${author!.slug}`)).location).toBe('Besalú');
    const again = await server.send('POST', `/api/authors/${author!._id}/reactivate`, undefined, { admin: true });
    expect(again.status).toBe(404);
    // The desk shows this message as it comes.
    expect(((await again.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'author_not_found',
      message: `No hi ha cap autor desactivat amb l’identificador ${author!._id}: potser ja s’ha reactivat.`,
    });
  });

  it('lists every author for the desk by name, and only for staff', async () => {
    expect((await server.get('/api/authors/staff')).status).toBe(401);
    expect((await server.send('POST', '/api/authors/whatever/reactivate')).status).toBe(401);
    const staff = await server.send('GET', '/api/authors/staff', undefined, { admin: true });
    const { authors } = (await staff.json()) as { authors: Author[] };
    const readers = (await json<AuthorList>('/api/authors?limit=100')).authors;
    expect(authors.length).toBeGreaterThanOrEqual(readers.length);
    const names = authors.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ca', { sensitivity: 'base' })));
  });

  it('refuses a bad profile with the reason in Catalan', async () => {
    const refused = await server.send(
      'POST',
      '/api/authors',
      { name: ' ', contact: { website: 'ainapuigdevall.cat', twitter: 'no val' }, education: [{ degree: 'Filologia', institution: '' }] },
      { admin: true },
    );
    expect(refused.status).toBe(400);
    const { error } = (await refused.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('name: cal el nom');
    expect(error.message).toContain('contact.website: ha de ser una adreça http(s)');
    expect(error.message).toContain('contact.twitter: ha de ser un nom d’usuari');
    expect(error.message).toContain('education.0.institution: cal la institució');
  });
});
