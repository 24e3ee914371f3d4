import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';

// `npm run dev` serves renderer/index.html through Vite, not through the server's page template:
// the page must name the magazine's clock there too, or dev draws dates on the default zone.
describe('the page npm run dev serves', () => {
  let vite: ViteDevServer;
  let page: string;
  const before = process.env.MAGAZINE_TIME_ZONE;

  beforeAll(async () => {
    vite = await createServer({ configFile: 'vite.config.ts', server: { middlewareMode: true, hmr: false }, logLevel: 'silent' });
    page = await readFile('renderer/index.html', 'utf8');
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.MAGAZINE_TIME_ZONE;
    else process.env.MAGAZINE_TIME_ZONE = before;
    await vite.close();
  });

  it('names the zone MAGAZINE_TIME_ZONE gives', async () => {
    process.env.MAGAZINE_TIME_ZONE = 'Pacific/Kiritimati';
    const html = await vite.transformIndexHtml('/', page);
    expect(html).toMatch(/<html lang="ca" data-time-zone="Pacific\/Kiritimati">/);
  });

  it('names none for an unset or unknown zone, so the browser keeps the default', async () => {
    delete process.env.MAGAZINE_TIME_ZONE;
    expect(await vite.transformIndexHtml('/', page)).not.toContain('data-time-zone');
    process.env.MAGAZINE_TIME_ZONE = 'Europe/Nowhere"><script>';
    expect(await vite.transformIndexHtml('/', page)).not.toContain('data-time-zone');
  });
});
