/**
 * Passkeys in the browser (issue 27), with Chromium's virtual authenticator (DevTools' WebAuthn
 * domain: a CTAP2 platform authenticator that keeps resident keys and verifies its user). A
 * signed-in person adds a named passkey on 'Les meves sessions', signs out, and signs back in with
 * the passkey alone; then an invitee accepts an invitation with a passkey instead of a password
 * (the name typed before choosing the passkey kept). The server is its own, whose PUBLIC_URL is the address the browser opens
 * (the passkeys' rpID and origin: docs/decisions/0025-passkeys.md).
 */
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config.js';
import { startOwnServer, type OwnServer } from './ownServer.js';

const PASSWORD = 'una frase prou llarga per a les claus';
let server: OwnServer;
let site = '';

/** A free loopback port, known before the server starts (its PUBLIC_URL names it). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });

test.beforeAll(async ({ request }) => {
  const port = await freePort();
  site = `http://localhost:${port}`;
  server = await startOwnServer('passkeys', { PORT: String(port), PUBLIC_URL: site });
  const created = await request.post(`${site}/api/admin/setup`, { data: { token: E2E_ADMIN_TOKEN, name: 'Laia Claus', email: 'laia@revista.test', password: PASSWORD } });
  expect(created.status()).toBe(201);
});

test.afterAll(async () => {
  await server?.stop();
});

test('adds a passkey, signs out, and signs back in with the passkey only; an invitee joins with a passkey', async ({ browser, request }, testInfo) => {
  const context = await browser.newContext({ locale: 'ca-ES', baseURL: site, viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  await page.goto('/redaccio/sessions');
  await page.getByLabel('Adreça electrònica').fill('laia@revista.test');
  await page.getByLabel('Contrasenya').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entra', exact: true }).click();
  await expect(page.getByRole('heading', { name: "Claus d'accés" })).toBeVisible();
  await expect(page.getByText('Encara no tens cap clau d’accés.')).toBeVisible();

  await page.getByLabel('Nom de la clau nova').fill('Portàtil de proves');
  await page.getByRole('button', { name: "Afegeix una clau d'accés" }).click();
  await expect(page.getByRole('status')).toHaveText('S’ha afegit la clau d’accés «Portàtil de proves».');
  const list = page.getByRole('list', { name: "Claus d'accés" });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Portàtil de proves')).toBeVisible();
  await expect(list.getByText(/Darrer ús: encara no/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('passkeys-1440.png'), fullPage: true });

  await page.goto('/redaccio');
  await page.getByRole('button', { name: 'Tanca la sessió' }).click();
  await expect(page.getByLabel('Adreça electrònica')).toBeVisible();
  expect((await page.request.get('/api/admin/session').then((r) => r.json())) as { authenticated: boolean }).toMatchObject({ authenticated: false });

  // Nothing typed: the browser offers the site's passkey and the authenticator signs.
  await page.getByRole('button', { name: "Entra amb una clau d'accés" }).click();
  await expect(page.getByRole('heading', { name: 'Edicions i esborranys' })).toBeVisible();
  await page.goto('/redaccio/sessions');
  await expect(list.getByText(/Darrer ús: (?!encara no)/)).toBeVisible();
  const session = (await page.request.get('/api/admin/session').then((r) => r.json())) as { authenticated: boolean; actor?: { name: string } };
  expect(session).toMatchObject({ authenticated: true, actor: { name: 'Laia Claus' } });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('passkeys-375.png'), fullPage: true });

  // An invitation accepted with a passkey: the same authenticator makes the invitee's, and the
  // browser's session becomes theirs.
  const invited = await request.post(`${site}/api/admin/invitations`, { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` }, data: { email: 'pau@revista.test', role: 'editor' } });
  expect(invited.status()).toBe(201);
  await page.goto(((await invited.json()) as { link: string }).link);
  await page.getByLabel('Nom').fill('Pau Convidat');
  await page.getByLabel("Amb una clau d'accés").check();
  await expect(page.getByLabel('Nom')).toHaveValue('Pau Convidat');
  await page.getByRole('button', { name: "Crea una clau d'accés" }).click();
  await expect(page.getByRole('heading', { name: 'Edicions i esborranys' })).toBeVisible();
  const joined = (await page.request.get('/api/admin/session').then((r) => r.json())) as { actor?: { name: string; role: string } };
  expect(joined.actor).toMatchObject({ name: 'Pau Convidat', role: 'editor' });
  await context.close();
});
