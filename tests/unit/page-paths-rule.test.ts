/**
 * The page-path lint rule (eslint-rules/page-paths.js) fails the build when a page path is written
 * outside the address book. Each fixture is linted as if it sat at its path in the project, with
 * the project's own ESLint config.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, paths } from '../../common/routes/index.js';
import { PAGE_ROOTS, pageRootOf } from '../../eslint-rules/page-paths.js';

const eslint = new ESLint({ cwd: process.cwd() });

async function pathErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'addresses/page-paths').map((m) => m.message);
}

describe('page paths only in the address book', () => {
  it('knows the first segment of every page path of the address book, and no other', () => {
    const roots = new Set([...PAGE_ROUTES.map((r) => r.pattern), paths.kiosk()].map((p) => p.split('/')[1]).filter((s) => s && !s.startsWith(':')));
    expect([...PAGE_ROOTS].sort()).toEqual([...roots].sort());
  });

  it('matches whole segments only', () => {
    expect(pageRootOf('/edicio/4')).toBe('edicio');
    expect(pageRootOf('/autor/x')).toBe('autor');
    expect(pageRootOf('/autors')).toBe('autors');
    expect(pageRootOf('/cerca?q=mar')).toBe('cerca');
    expect(pageRootOf('/redaccions')).toBeNull();
    expect(pageRootOf('/api/articles')).toBeNull();
    expect(pageRootOf('/feeds/edicio/4/rss.xml')).toBeNull();
  });

  it('refuses page paths written in the renderer, the server, electron and common', async () => {
    expect(await pathErrors('renderer/pages/fixture.tsx', 'export const a = <a href="/arxiu">Arxiu</a>;\n')).toHaveLength(1);
    expect(await pathErrors('renderer/pages/fixture.tsx', 'export const to = (n: number) => `/edicio/${n}`;\n')).toHaveLength(1);
    expect(await pathErrors('server/seo/fixture.ts', "export const staff = ['/redaccio', '/admin-dashboard-2024'];\n")).toHaveLength(2);
    expect(await pathErrors('electron/fixture.ts', "export const kiosk = '/quiosc';\n")).toHaveLength(1);
    expect(await pathErrors('common/fixture.ts', "export const llibres = '/llibres';\n")).toHaveLength(1);
  });

  it('refuses page paths put together from parts', async () => {
    const article = 'export const to = (a: { section: string; url: string }) => `/${a.section}/${a.url}`;\n';
    expect(await pathErrors('renderer/components/fixture.ts', article)).toHaveLength(1);
    expect(await pathErrors('renderer/components/fixture.ts', 'export const to = (section: string) => `/${section}`;\n')).toHaveLength(1);
  });

  it('leaves the address book, the articles API and other addresses alone', async () => {
    expect(await pathErrors('common/routes/fixture.ts', "export const archive = '/arxiu';\n")).toEqual([]);
    expect(await pathErrors('renderer/api/fixture.ts', "export const list = '/articles';\nexport const one = (s: string, u: string) => `/${s}/${u}`;\n")).toEqual([]);
    const router = "declare const r: { get(path: string, f: () => void): void };\nr.get('/articles/:section/:url', () => {});\n";
    expect(await pathErrors('server/content/fixture.ts', router)).toEqual([]);
    expect(await pathErrors('server/content/fixture.ts', "export const section = '/articles';\n")).toHaveLength(1);
    const others = "export const a = ['/api/issues/latest', '/feeds/rss.xml', '/redaccions', '/'];\nexport const b = (f: string) => `/${f}`;\n";
    expect(await pathErrors('server/seo/fixture.ts', others)).toEqual([]);
  });
});
