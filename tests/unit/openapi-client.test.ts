/**
 * A client generated from the OpenAPI document (openapi-typescript, as a third party would make
 * one) is typed tightly enough to use (issue 29): a program calling ten operations through it
 * compiles, and calls the server refuses with 400 (a section that does not exist, a required
 * field or query left out, a number sent as text, a method the API lacks) do not: each is marked
 * @ts-expect-error, which itself fails to compile when the call is accepted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { openApiDocument } from '../../common/api/openapi.js';

/** The smallest typed caller of the generated `paths`: path, method, parameters and body in, the success JSON out. */
const CLIENT = `
import type { paths } from './schema.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Op<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type PathOf<O> = O extends { parameters: { path: infer A } } ? { path: A } : unknown;
type QueryOf<O> = O extends { parameters: { query: infer Q } } ? { query: Q } : O extends { parameters: { query?: infer Q } } ? { query?: Q } : unknown;
type BodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : unknown;
type Ok<O> = O extends { responses: infer R }
  ? { [S in keyof R]: S extends 200 | 201 | 202 ? (R[S] extends { content: { 'application/json': infer J } } ? J : never) : never }[keyof R]
  : never;

declare function call<P extends keyof paths, M extends Method>(
  path: P,
  method: M,
  init: PathOf<Op<P, M>> & QueryOf<Op<P, M>> & BodyOf<Op<P, M>>,
): Promise<Ok<Op<P, M>>>;

export async function tenCalls(): Promise<unknown[]> {
  const list = await call('/articles', 'get', { query: { section: 'llibres', limit: 2 } });
  const total: number = list.pagination.total;
  const article = await call('/articles/{section}/{url}', 'get', { path: { section: 'llibres', url: 'el-prestatge-d-agost-de-2023' } });
  const title: string = article.title;
  const latest = await call('/issues/latest', 'get', {});
  const author = await call('/authors/slug/{slug}', 'get', { path: { slug: 'laia-vilardell-puigvert' } });
  const name: string = author.name;
  const found = await call('/search/text', 'get', { query: { q: 'poesia', limit: 5 } });
  const beacon = await call('/connections/track', 'post', { body: { path: '/arxiu', screenWidth: 1440, screenHeight: 900 } });
  const session = await call('/admin/session', 'post', { body: { token: 'the admin token' } });
  const signedIn: boolean = session.authenticated;
  const slug = await call('/admin/desk/slug', 'post', { body: { section: 'llibres', title: 'Els llibres de desembre' } });
  const free: boolean = slug.available;
  const alt = await call('/admin/desk/media/{name}', 'patch', { path: { name: 'cover-48.jpg' }, body: { alt: "L'estany a l'alba" } });
  const health = await call('/health', 'get', {});
  const status: 'ok' = health.status;
  return [total, title, latest, name, found, beacon, signedIn, free, alt.alt, status];
}

export function refusedCalls(): void {
  // @ts-expect-error 400: no section 'poesia'
  void call('/articles', 'get', { query: { section: 'poesia' } });
  // @ts-expect-error 400: the title of the address check is required
  void call('/admin/desk/slug', 'post', { body: { section: 'llibres' } });
  // @ts-expect-error 400: a search needs its words
  void call('/search/text', 'get', { query: { limit: 5 } });
  // @ts-expect-error 400: a screen width is a number
  void call('/connections/track', 'post', { body: { path: '/arxiu', screenWidth: '1440' } });
  // @ts-expect-error 400: a sign-in without its token
  void call('/admin/session', 'post', {});
  // @ts-expect-error no such operation: articles are written at the desk
  void call('/articles', 'put', { body: {} });
}
`;

it('types a program calling ten operations, and refuses to compile calls the server refuses', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-client-'));
  try {
    const ast = await openapiTS(JSON.parse(JSON.stringify(openApiDocument())) as Parameters<typeof openapiTS>[0]);
    fs.writeFileSync(path.join(dir, 'schema.d.ts'), astToString(ast));
    fs.writeFileSync(path.join(dir, 'calls.ts'), CLIENT);
    const program = ts.createProgram([path.join(dir, 'calls.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      types: [],
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
