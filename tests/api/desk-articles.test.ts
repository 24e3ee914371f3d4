import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskArticle, DeskEdition } from '../../common/api/desk.js';
import type { Author } from '../../common/types.js';
import { startTestServer, type TestServer } from './harness.js';
import { articleFields, desk, deskOk, newArticle, newEdition, saveBody, type ErrorAnswer } from './deskFixture.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe("'Nova edició'", () => {
  it('proposes the next number, creates a draft with every field, and refuses a number already taken', async () => {
    const { number } = await deskOk<{ number: number }>(server, 'GET', '/editions/next-number');
    const published = await server.json<{ issue: { number: number } }>('/api/issues/latest');
    expect(number).toBe(published.issue.number + 1);

    const created = await deskOk<DeskEdition>(
      server,
      'POST',
      '/editions',
      {
        title: 'Primavera',
        description: 'Número de primavera',
        publicationDate: '2031-04-01',
        coverImage: 'cover-1.jpg',
        coverCredit: { artist: 'Anna Pintora', artwork: 'Camps', profileUrl: 'https://example.org/anna' },
        pdfManual: true,
      },
      201,
    );
    expect(created.issue).toMatchObject({
      number,
      title: 'Primavera',
      year: 2031,
      publicationDate: '2031-04-01',
      coverImage: 'cover-1.jpg',
      coverCredit: { artist: 'Anna Pintora', artwork: 'Camps', profileUrl: 'https://example.org/anna' },
      pdfManual: true,
      status: 'draft',
      sections: [],
      articlesOrder: [],
    });
    expect((await deskOk<{ number: number }>(server, 'GET', '/editions/next-number')).number).toBe(number + 1);

    const taken = await desk<ErrorAnswer>(server, 'POST', '/editions', { number, title: 'Una altra', publicationDate: '2031-05-01' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('number_taken');
    expect(taken.body.error.message).toContain(`Ja hi ha una edició número ${number}`);
  });

  it('explains invalid fields in Catalan', async () => {
    const bad = await desk<ErrorAnswer>(server, 'POST', '/editions', { title: '', publicationDate: 'demà' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_input');
    expect(bad.body.error.message).toMatch(/títol: cal un títol/);
    expect(bad.body.error.message).toMatch(/data de publicació: ha de ser una data AAAA-MM-DD/);
  });
});

describe("'Nou article' and its fields", () => {
  let edition: DeskEdition;

  beforeAll(async () => {
    edition = await newEdition(server, 'Edició dels articles');
  });

  it('makes the address from the title the Catalan way: l·l, accents, apostrophes', async () => {
    const made = await newArticle(server, edition.issue.number, articleFields('L’home i la col·lecció d’<em>àlbums</em> a Girona'));
    expect(made.article.url).toBe('l-home-i-la-colleccio-d-albums-a-girona');
    expect(made.revision).toBe(1);
    expect(made.edition).toEqual({ number: edition.issue.number, status: 'draft' });
    const proposal = await deskOk<{ url: string; available: boolean; message: string | null }>(
      server,
      'POST',
      '/slug',
      { section: 'articles', title: 'L’home i la col·lecció d’àlbums a Girona' },
    );
    expect(proposal).toMatchObject({ url: 'l-home-i-la-colleccio-d-albums-a-girona', available: false });
    expect(proposal.message).toContain('ja és de l’article «L’home i la col·lecció d’àlbums a Girona»');
  });

  it('refuses an address its section already has, saying whose it is and proposing a free one', async () => {
    await newArticle(server, edition.issue.number, articleFields('Les oliveres', { url: 'les-oliveres' }));
    const clash = await desk<ErrorAnswer>(server, 'POST', `/editions/${edition.issue.number}/articles`, articleFields('Unes altres oliveres', { url: 'les-oliveres' }));
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('slug_taken');
    expect(clash.body.error.message).toContain('L’adreça /articles/les-oliveres ja és de l’article «Les oliveres»');
    expect(clash.body.error.message).toContain('/articles/les-oliveres-2');
    // Another section may use the same address.
    const other = await newArticle(server, edition.issue.number, articleFields('Les oliveres', { section: 'llocs', url: 'les-oliveres' }));
    expect(other.article.url).toBe('les-oliveres');
  });

  it('keeps every block type of the spec, turns a pasted YouTube address into the embed address and sanitises the HTML', async () => {
    const text = [
      { type: 'paragraph', content: 'Un <strong>paràgraf</strong><script>alert(1)</script>', image: { name: 'card-1.jpg' }, className: 'image-foot', styles: '{"fontStyle":"italic","color":"url(x)"}' },
      { type: 'paragraph2', content: 'Una cita destacada', reference: 'Algú' },
      { type: 'title', content: 'Títol' },
      { type: 'title2', content: 'Subtítol' },
      { type: 'question', content: 'Una pregunta?' },
      { type: 'image', name: 'card-2.jpg', content: 'Peu de foto', className: 'wide' },
      { type: 'video', name: 'video-1.mp4', content: 'Un vídeo' },
      { type: 'youtube', content: 'https://youtu.be/dQw4w9WgXcQ?t=42', foot: 'Vídeo' },
      { type: 'biography', content: ['Llibre u', 'Llibre <b>dos</b>'] },
      { type: 'footnotes', notes: [{ content: 'Nota <a href="javascript:alert(1)">u</a>' }] },
      { type: 'image-foot', content: 'Mira el vídeo', path: 'https://example.org/video', pdf: { type: 'qr', path: 'https://example.org/video', page: 3, division: { contentPage: 'a', contentNextPage: 'b', alignLast: true } } },
      { type: 'list', ordered: true, items: ['H<sub>2</sub>O<sup>1</sup>', 'Dos<img src=x onerror=alert(1)>'] },
    ];
    const made = await newArticle(
      server,
      edition.issue.number,
      articleFields('Tots els blocs', { titlePdf: 'Tots els <br>blocs', imageCard: 'card-3.jpg', text: text as never, authors: ['Marta Provatura', 'Pau Nouvingut'] }),
    );
    const blocks = made.article.text;
    expect(blocks.map((b) => b.type)).toEqual(text.map((b) => b.type));
    expect(blocks[0]).toMatchObject({ content: 'Un <strong>paràgraf</strong>', className: 'image-foot', styles: '{"fontStyle":"italic"}', image: { name: 'card-1.jpg' } });
    expect(blocks[7]).toMatchObject({ content: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42', foot: 'Vídeo' });
    expect(JSON.stringify(blocks[9])).not.toContain('javascript');
    expect(blocks[10]).toMatchObject({ pdf: { type: 'qr', page: 3, division: { alignLast: true } } });
    expect(blocks[11]).toEqual({ type: 'list', ordered: true, items: ['H<sub>2</sub>O<sup>1</sup>', 'Dos'] });
    expect(made.article).toMatchObject({ titlePdf: 'Tots els <br />blocs', imageCard: 'card-3.jpg', authors: ['Marta Provatura', 'Pau Nouvingut'] });
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=x'],
    ['youtube.com/shorts/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ'],
  ])('accepts the YouTube address %s', async (pasted) => {
    const made = await newArticle(server, edition.issue.number, articleFields(`Vídeo ${pasted}`, { text: [{ type: 'youtube', content: pasted }] }));
    expect(made.article.text[0]).toMatchObject({ content: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
  });

  it('refuses anything else as a YouTube address, and any malformed block, naming the block', async () => {
    const vimeo = await desk<ErrorAnswer>(server, 'POST', `/editions/${edition.issue.number}/articles`, articleFields('Vimeo', {
      text: [{ type: 'paragraph', content: 'u' }, { type: 'youtube', content: 'https://vimeo.com/12345' }],
    }));
    expect(vimeo.status).toBe(400);
    expect(vimeo.body.error.code).toBe('invalid_block');
    expect(vimeo.body.error.message).toMatch(/^El bloc 2 \(youtube\) no és vàlid, a «content»: no és una adreça d’un vídeo de YouTube/);

    const unknown = await desk<ErrorAnswer>(server, 'POST', `/editions/${edition.issue.number}/articles`, articleFields('Bloc estrany', { text: [{ type: 'carousel' } as never] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 'invalid_block' });
    expect(unknown.body.error.message).toContain('tipus de bloc desconegut');

    const noName = await desk<ErrorAnswer>(server, 'POST', `/editions/${edition.issue.number}/articles`, articleFields('Imatge sense nom', { text: [{ type: 'image' } as never] }));
    expect(noName.body.error.code).toBe('invalid_block');
    expect(noName.body.error.message).toContain('El bloc 1 (image)');

    const badDate = await desk<ErrorAnswer>(server, 'POST', `/editions/${edition.issue.number}/articles`, articleFields('Data dolenta', { data: '2031-03-01' }));
    expect(badDate.body.error).toMatchObject({ code: 'invalid_input', message: 'data: la data ha de ser dia/mes/any.' });
  });

  it('creates authors the directory lacks as drafts of the edition, invisible to readers', async () => {
    await newArticle(server, edition.issue.number, articleFields('Amb autora nova', { authors: ['Quima Inèdita'] }));
    const row = await server.db('authors').where({ name: 'Quima Inèdita' }).first('slug', 'draft_issue');
    expect(row).toMatchObject({ slug: 'quima-inedita', draft_issue: edition.issue.number });
    expect((await server.get('/api/authors/slug/quima-inedita')).status).toBe(404);
    const list = await server.json<{ authors: Author[] }>('/api/authors?limit=100');
    expect(list.authors.map((a) => a.name)).not.toContain('Quima Inèdita');
  });

  it('refuses a new article in a published edition', async () => {
    const latest = await server.json<{ issue: { number: number } }>('/api/issues/latest');
    const refused = await desk<ErrorAnswer>(server, 'POST', `/editions/${latest.issue.number}/articles`, articleFields('Tard'));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('edition_published');
  });
});

describe('editing a draft edition', () => {
  it('changes its fields and the order of its articles, whose sections follow', async () => {
    const edition = await newEdition(server, 'Ordre');
    const n = edition.issue.number;
    const a = await newArticle(server, n, articleFields('Primer', { section: 'llibres' }));
    const b = await newArticle(server, n, articleFields('Segon', { section: 'articles' }));
    const c = await newArticle(server, n, articleFields('Tercer', { section: 'llocs' }));
    const order = [c.article._id, a.article._id, b.article._id];
    const edited = await deskOk<DeskEdition>(server, 'PUT', `/editions/${n}`, { title: 'Ordre nou', publicationDate: '2031-06-01', pdfManual: false, articlesOrder: order });
    expect(edited.issue).toMatchObject({ title: 'Ordre nou', publicationDate: '2031-06-01', articlesOrder: order, totalArticles: 3 });
    expect(edited.issue.sections.sort()).toEqual(['articles', 'llibres', 'llocs']);
    expect(edited.articles.map((x) => x.article.title)).toEqual(['Tercer', 'Primer', 'Segon']);

    const missing = await desk<ErrorAnswer>(server, 'PUT', `/editions/${n}`, { title: 'x', publicationDate: '2031-06-01', articlesOrder: [a.article._id] });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('invalid_order');

    const removed = await deskOk<{ deleted: boolean }>(server, 'DELETE', `/articles/${a.article._id}`);
    expect(removed.deleted).toBe(true);
    expect((await deskOk<DeskEdition>(server, 'GET', `/editions/${n}`)).issue.articlesOrder).toEqual([c.article._id, b.article._id]);
  });

  it("refuses an order that does not list each article once, counting the edition's one article in agreeing words", async () => {
    const n = (await newEdition(server, 'Un article')).issue.number;
    const only = await newArticle(server, n, articleFields('Únic', { section: 'llibres' }));
    const wrong = await desk<ErrorAnswer>(server, 'PUT', `/editions/${n}`, { title: 'x', publicationDate: '2031-06-01', articlesOrder: [only.article._id, 'no-existeix'] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ code: 'invalid_order', message: `L’ordre ha de tenir cada article de l’edició ${n} una sola vegada (1 article).` });
  });

  it('refuses to edit a published edition', async () => {
    const latest = await server.json<{ issue: { number: number } }>('/api/issues/latest');
    const refused = await desk<ErrorAnswer>(server, 'PUT', `/editions/${latest.issue.number}`, { title: 'x', publicationDate: '2031-06-01' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('edition_published');
  });

  it('answers 404 with a code for an edition or article that does not exist', async () => {
    expect((await desk<ErrorAnswer>(server, 'GET', '/editions/999999')).body.error.code).toBe('edition_not_found');
    expect((await desk<ErrorAnswer>(server, 'GET', '/articles/nope')).body.error.code).toBe('article_not_found');
    const save = await desk<ErrorAnswer>(server, 'PUT', '/articles/nope', saveBody({ article: articleFields('x') } as unknown as DeskArticle, {}));
    expect(save.status).toBe(400);
  });
});
