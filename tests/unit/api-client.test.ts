/**
 * The renderer's one API client: the address built from the route's path and parameters (encoded),
 * the query as the server reads it (a list as its key repeated, empty values left out), the JSON
 * body, and every refusal one ApiError read from the envelope (a Catalan message without one). On
 * the server render, reads go to the in-process API its query meta carries.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../common/api/addresses.js';
import { ApiError } from '../../renderer/api/apiError.js';
import { call, callFile, inProcessMeta, routeUrl } from '../../renderer/api/client.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answering(response: () => Response) {
  const fetchDouble = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchDouble);
  return fetchDouble;
}

describe('the address of a call', () => {
  it("fills the route's parameters, encoded", () => {
    expect(routeUrl(API.content.articleBySectionAndUrl, { params: { section: 'llibres', url: 'l’estany i/o el riu?' } })).toBe(
      '/api/articles/llibres/l%E2%80%99estany%20i%2Fo%20el%20riu%3F',
    );
    expect(routeUrl(API.desk.revision, { params: { id: 'a1', revision: 3 } })).toBe('/api/admin/desk/articles/a1/revisions/3');
  });

  it('repeats a list’s key and leaves empty values out', () => {
    expect(routeUrl(API.content.listArticles, { query: { authors: ['Marta Puig', 'Joan Vila'], section: undefined, author: '', page: 2 } })).toBe(
      '/api/articles?authors=Marta+Puig&authors=Joan+Vila&page=2',
    );
    expect(routeUrl(API.content.latestIssue)).toBe('/api/issues/latest');
  });
});

describe('a call', () => {
  it('sends the method, the JSON body and the cookies of this site, and answers the JSON', async () => {
    const fetchDouble = answering(() => Response.json({ url: 'les-pedres', available: true, message: null }));
    const answer = await call(API.desk.slug, { body: { section: 'llibres', title: 'Les pedres' } });
    expect(answer).toEqual({ url: 'les-pedres', available: true, message: null });
    const [address, init] = fetchDouble.mock.calls[0]!;
    expect(address).toBe('/api/admin/desk/slug');
    expect(init).toMatchObject({ method: 'POST', body: '{"section":"llibres","title":"Les pedres"}', credentials: 'same-origin' });
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("refuses with the envelope's status, code, message and whole body", async () => {
    const body = { error: { code: 'stale_revision', message: 'Algú altre ha desat aquest article.' }, current: { revision: 5 } };
    answering(() => Response.json(body, { status: 409 }));
    const refusal = await call(API.desk.saveArticle, { params: { id: 'a1' }, body: { baseRevision: 4 } as never }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 409, code: 'stale_revision', message: 'Algú altre ha desat aquest article.', body });
  });

  it('says the status in Catalan when the answer is not the envelope (a proxy’s page)', async () => {
    answering(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const refusal = await call(API.content.latestIssue).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 502, code: 'http_error', message: 'HTTP error! status: 502', body: null });
  });

  it('answers a file with the name the server suggests', async () => {
    answering(() => new Response('zip', { headers: { 'Content-Disposition': 'attachment; filename="edicio-60.zip"' } }));
    const file = await callFile(API.desk.editionPackage, { params: { number: 60 } });
    expect(file.name).toBe('edicio-60.zip');
    expect(await file.blob.text()).toBe('zip');
  });
});

describe('a read of the server render', () => {
  it('is answered in-process, with no request, and its refusal is an ApiError with the status', async () => {
    const fetchDouble = answering(() => Response.json({}));
    const asked: string[] = [];
    const meta = inProcessMeta(async (address) => {
      asked.push(address);
      if (address.includes('absent')) throw Object.assign(new Error('not found'), { status: 404 });
      return { issue: { number: 48 } };
    });
    expect(await call(API.content.latestIssue, {}, { meta })).toEqual({ issue: { number: 48 } });
    const refusal = await call(API.authors.bySlug, { params: { slug: 'absent' } }, { meta }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 404 });
    expect(asked).toEqual(['/api/issues/latest', '/api/authors/slug/absent']);
    expect(fetchDouble).not.toHaveBeenCalled();
  });

  it('lets a failure without a status through as it is (the database away)', async () => {
    const fault = new Error('connection refused');
    const meta = inProcessMeta(async () => {
      throw fault;
    });
    await expect(call(API.content.latestIssue, {}, { meta })).rejects.toBe(fault);
  });
});
