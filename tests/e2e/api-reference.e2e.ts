/**
 * The API reference for people (/api/docs, issue 29) as a browser shows it, drawn by Redoc
 * (docs/decisions/0026-the-api-reference-is-redoc.md): every operation of the OpenAPI document under
 * its operationId, with the document's own examples of its request and answer, and the page asks
 * nothing of any other site, breaks none of its CSP (the search's worker, made as the page loads,
 * included) and logs no error.
 */
import { expect, test } from '@playwright/test';

interface Media {
  example?: unknown;
}
interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** The first string in an example (depth first): a value Redoc's sample shows as written. */
function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') for (const v of Object.values(value)) if (firstString(v) !== undefined) return firstString(v);
  return undefined;
}

/** What an operation's samples must show: a string of its body's example and of its first answer's (the tab Redoc opens). */
function sampled(op: Operation): string[] {
  const first = Object.values(op.responses)[0];
  return [op.requestBody?.content['application/json']?.example, first?.content?.['application/json']?.example]
    .map(firstString)
    .filter((s): s is string => s !== undefined)
    .map((s) => JSON.stringify(s));
}

test('shows every operation of the document with its examples, with nothing fetched elsewhere and no CSP broken', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  const errors: string[] = [];
  // blob: addresses (the search's worker) are this origin's.
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) elsewhere.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const document = (await (await page.request.get('/api/openapi.json')).json()) as Document;
  const operations = Object.values(document.paths).flatMap((item) => Object.values(item));

  await page.goto('/api/docs');
  const sections = page.locator('[data-section-id^="operation/"]');
  // Redoc reads the document and draws its 150 operations at once: seconds on a busy machine.
  await expect(sections).toHaveCount(operations.length, { timeout: 30_000 });
  const shown = await sections.evaluateAll((all) => all.map((s) => ({ id: s.getAttribute('data-section-id')!.slice('operation/'.length), text: s.textContent ?? '' })));
  expect(shown.map((s) => s.id).sort()).toEqual(operations.map((o) => o.operationId).sort());
  // Each operation's samples are the document's examples (Redoc would make some up from the schemas otherwise).
  const text = new Map(shown.map((s) => [s.id, s.text]));
  const missing = operations.flatMap((op) => sampled(op).filter((s) => !text.get(op.operationId)!.includes(s)).map((s) => `${op.operationId}: ${s}`));
  expect(missing).toEqual([]);
  expect(operations.filter((op) => sampled(op).length > 0).length).toBeGreaterThan(100);

  // One operation of the desk as a reader sees it: its parameter, body and answer.
  const save = page.locator('[data-section-id="operation/deskSaveArticle"]');
  await save.scrollIntoViewIfNeeded();
  await expect(save).toContainText('/admin/desk/articles/{id}');
  await expect(save).toContainText('stale_revision, slug_taken');
  await expect(save).toContainText('Example: b76b225dae928a7bdbadc479');
  await expect(save.getByText('Request samples')).toBeVisible();
  await expect(save.getByText('"baseRevision"')).toBeVisible();
  await expect(save.getByText('Response samples')).toBeVisible();
  await expect(save.getByText('"La boira a la riba"').last()).toBeVisible();

  expect(elsewhere).toEqual([]);
  expect(errors).toEqual([]);
});
