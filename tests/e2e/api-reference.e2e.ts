/**
 * The API reference for people (/api/docs, issue 29) as a browser shows it: every operation of
 * the OpenAPI document is a section under its operationId with the examples of its request and
 * answer, the area index leads to it, the page asks nothing of any other site and breaks none of the site's CSP, and axe finds nothing wrong in
 * its parts.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

interface Media {
  example?: unknown;
}

interface Document {
  paths: Record<string, Record<string, { operationId: string; requestBody?: { content: Record<string, Media> }; responses: Record<string, { content?: Record<string, Media> }> }>>;
}

/** Whether an operation's document gives an example of its JSON body or its answer (drawn as a block of JSON). */
const hasJsonExample = (op: Document['paths'][string][string]) =>
  [op.requestBody?.content, ...Object.values(op.responses).map((r) => r.content)].some((c) => c?.['application/json']?.example !== undefined);

test('shows every operation of the document, reachable from its area, with nothing fetched elsewhere', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) elsewhere.push(request.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const document = (await (await page.request.get('/api/openapi.json')).json()) as Document;
  const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, ...op })));

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('API');
  await expect(page.locator('section.op')).toHaveCount(operations.length);
  const shown = await page.locator('section.op').evaluateAll((sections) => sections.map((s) => s.id));
  expect(shown.sort()).toEqual(operations.map((o) => o.operationId).sort());
  // Every example of a body or an answer is on the page, under its operation.
  const exemplified = await page.locator('section.op:has(pre)').evaluateAll((sections) => sections.map((s) => s.id));
  expect(exemplified.sort()).toEqual(operations.filter(hasJsonExample).map((o) => o.operationId).sort());

  // From the index of areas to an operation of the desk, by its address.
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'desk' }).click();
  await expect(page).toHaveURL(/#tag-desk$/);
  const save = page.locator('section#deskSaveArticle');
  await expect(save.getByRole('heading', { level: 3 })).toHaveText('put /api/admin/desk/articles/{id}');
  await expect(save).toContainText('stale_revision, slug_taken');
  // Its examples: the parameter, the body sent and the answer of success.
  await expect(save.getByRole('row').filter({ hasText: 'path' })).toContainText(/"[0-9a-f]{24}"/);
  await expect(save.locator('pre').first()).toContainText('"baseRevision"');
  await expect(save.locator('pre').last()).toContainText('"savedAt"');
  // The schema an answer names is a link to its fields.
  await save.getByRole('link', { name: 'StaleRevision' }).click();
  await expect(page).toHaveURL(/#schema-StaleRevision$/);
  await expect(page.locator('section#schema-StaleRevision')).toContainText('current');

  // Every operation and schema is drawn by the same few lines: axe reads one of each (the whole page of 114 takes it minutes).
  const { violations } = await new AxeBuilder({ page }).include('header').include('nav').include('#deskSaveArticle').include('#schema-StaleRevision').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(elsewhere).toEqual([]);
  expect(refused).toEqual([]);
});
