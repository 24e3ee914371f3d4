/**
 * The newsroom in the browser (issue 27), on a server of its own (it adds people, which the shared
 * server's suites must not see): the first administrator is created on the first visit to
 * /redaccio, invites a contributor and an editor on 'Persones' and copies each one's link; each
 * opens it in a browser context of their own, gives a name and a password and lands in the desk
 * with their role; the two sign in again on two browser contexts; the contributor writes a draft, is not offered 'Publica' and is refused with a Catalan
 * reason by the API. The text goes through review (handed in, returned with a note, handed in again,
 * accepted) and the editor schedules the edition on the calendar; with the server's clock moved
 * past that minute (libfaketime, fakeClock.ts) the edition is on the home page, in the feed and in
 * search, and the record says the schedule she set published it (its screen has a suite of its own). Signing out ends the session for real.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config.js';
import { fakeClock, type FakeClock } from './fakeClock.js';
import { startOwnServer, type OwnServer } from './ownServer.js';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const PASSWORD = 'una frase prou llarga per a la redacció';
let server: OwnServer;
let edition = 0;
// The server's clock: ten minutes before 09:00 in Madrid on the edition's day (CEST, UTC+2)…
const clock: FakeClock = fakeClock(new Date('2031-05-01T06:50:00Z'));
// …and five seconds into the minute the editor schedules it for (the calendar's default: its day at 09:00).
const PAST_THE_HOUR = new Date('2031-05-01T07:00:05Z');

test.beforeAll(async () => {
  // The scheduler looks every second, so that the edition goes out as soon as the clock is moved.
  server = await startOwnServer('newsroom', { ...clock.env, SCHEDULE_CHECK_SECONDS: '1' });
});

test.afterAll(async () => {
  await server?.stop();
  clock.remove();
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'ca-ES', baseURL: server.url, viewport: { width: 1440, height: 1000 }, permissions: ['clipboard-read', 'clipboard-write'] });
  return context.newPage();
}

async function signIn(browser: Browser, email: string): Promise<Page> {
  const page = await newPage(browser);
  await page.goto('/redaccio');
  await page.getByLabel('Adreça electrònica').fill(email);
  await page.getByLabel('Contrasenya').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entra', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edicions i esborranys' })).toBeVisible();
  return page;
}

/** Invites `email` as `role` on 'Persones', copies the link, and has the invitee open it in a browser of their own. */
async function invite(page: Page, browser: Browser, name: string, email: string, role: string): Promise<Page> {
  await page.getByLabel('Adreça electrònica').fill(email);
  await page.getByLabel('Rol', { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Convida', exact: true }).click();
  const field = page.getByLabel(`Enllaç d'invitació per a ${email}`);
  await page.getByRole('button', { name: "Copia l'enllaç" }).click();
  await expect(page.getByText('Enllaç copiat.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await field.inputValue());
  await expect(page.getByRole('status').filter({ hasText: 'Aquest servidor no envia correus: copia l' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Invitacions pendents' }).getByText(email)).toBeVisible();

  const invitee = await newPage(browser);
  // The link names the server's PUBLIC_URL; this server listens on a port of its own.
  await invitee.goto(new URL(link).pathname);
  await expect(invitee.getByText(`amb el rol de ${role} i l'adreça ${email}`, { exact: false })).toBeVisible();
  await invitee.getByLabel('Nom').fill(name);
  await invitee.getByLabel('Contrasenya (com a mínim 12 caràcters)').fill(PASSWORD);
  await invitee.getByLabel('Repeteix la contrasenya').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Entra a la redacció' }).click();
  await expect(invitee.getByTestId('signed-in-as')).toHaveText(`${name} · ${role}`);
  return invitee;
}

/** The address of the invitation `page` last showed. */
const shownLink = async (page: Page, email: string) => new URL(await page.getByLabel(`Enllaç d'invitació per a ${email}`).inputValue()).pathname;

test('the first administrator is asked for once and adds the team', async ({ browser }, testInfo) => {
  const page = await newPage(browser);
  await page.goto('/redaccio');
  const form = page.getByRole('form', { name: 'Primer administrador' });
  await form.getByLabel('Nom').fill('Aina Directora');
  await form.getByLabel('Adreça electrònica').fill('aina@revista.test');
  await form.getByLabel('Contrasenya (com a mínim 12 caràcters)').fill(PASSWORD);
  await form.getByLabel("Token d'administració (ADMIN_TOKEN)").fill(E2E_ADMIN_TOKEN);
  // One form on the first visit: the first administrator's, the key its first field.
  await expect(page.getByRole('form')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('first-admin-1440.png'), fullPage: true });
  await form.getByRole('button', { name: "Crea l'administrador" }).click();
  await expect(page.getByTestId('signed-in-as')).toHaveText('Aina Directora · Administrador');

  await page.getByRole('link', { name: 'Persones' }).click();
  await expect(page.getByRole('heading', { name: 'Persones', level: 1 })).toBeVisible();
  const biel = await invite(page, browser, 'Biel Col·laborador', 'biel@revista.test', 'Col·laborador');
  // The same link again: refused, in words, with no form.
  await biel.setViewportSize({ width: 375, height: 800 });
  await biel.goto(await shownLink(page, 'biel@revista.test'));
  await expect(biel.getByRole('alert')).toContainText('Aquesta invitació ja s’ha fet servir');
  await expect(biel.getByLabel('Repeteix la contrasenya')).toHaveCount(0);
  await biel.screenshot({ path: testInfo.outputPath('invitation-used-375.png'), fullPage: true });
  const carme = await invite(page, browser, 'Carme Editora', 'carme@revista.test', 'Editor');
  // Her sessions are counted on 'Les meves sessions' below: this one ends here.
  await carme.getByRole('button', { name: 'Tanca la sessió' }).click();
  await expect(carme.getByLabel('Adreça electrònica')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Equip' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Invitacions pendents' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('people-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('people-375.png'), fullPage: true });

  // The next visitor is asked to sign in, not for a first administrator.
  const later = await newPage(browser);
  await later.goto('/redaccio');
  await expect(later.getByLabel('Adreça electrònica')).toBeVisible();
  await expect(later.getByRole('form', { name: 'Primer administrador' })).toHaveCount(0);

  const created = await page.request.post('/api/admin/desk/editions', {
    data: { number: 70, title: 'Edició de la redacció', description: 'Escrita per l’equip.', publicationDate: '2031-05-01' },
  });
  expect(created.status(), await created.text()).toBe(201);
  edition = 70;
});

test('the contributor writes a draft and hands it in; the editor returns it with a note, accepts it and schedules it, and it goes out at the minute', async ({ browser }, testInfo) => {
  const contributor = await signIn(browser, 'biel@revista.test');
  await expect(contributor.getByTestId('signed-in-as')).toHaveText('Biel Col·laborador · Col·laborador');
  await expect(contributor.getByRole('link', { name: 'Persones' })).toHaveCount(0);
  await expect(contributor.getByRole('link', { name: 'Nova edició' })).toHaveCount(0);

  await contributor.goto(`/redaccio/edicio/${edition}/nou-article`);
  await expect(contributor.getByRole('heading', { name: 'Nou article', level: 1 })).toBeVisible();
  const title = contributor.getByRole('textbox', { name: 'Títol', exact: true });
  await title.click();
  await contributor.keyboard.insertText('La veu del col·laborador');
  await expect(contributor.getByLabel('Adreça de l’article')).not.toHaveValue('');
  await contributor.getByRole('button', { name: 'Crea l’article' }).click();
  await expect(contributor).toHaveURL(/\/redaccio\/article\//);
  await expect(contributor.getByTestId('save-status')).toHaveText('Tot desat');
  const articleUrl = contributor.url();

  // Review (issue 28): handed in, returned with a note, handed in again, accepted.
  await contributor.getByRole('button', { name: 'Lliura per revisar' }).click();
  await expect(contributor.getByTestId('review-state')).toHaveText('Per revisar');
  await contributor.setViewportSize({ width: 375, height: 800 });
  await contributor.screenshot({ path: testInfo.outputPath('handed-in-375.png') });
  await contributor.setViewportSize({ width: 1440, height: 1000 });
  const editor = await signIn(browser, 'carme@revista.test');
  const queue = editor.getByRole('region', { name: 'Per revisar (1)' });
  await expect(queue).toContainText('Biel Col·laborador · Edició 70');
  await editor.setViewportSize({ width: 375, height: 800 });
  await editor.screenshot({ path: testInfo.outputPath('review-queue-375.png'), fullPage: true });
  await queue.getByRole('link', { name: 'La veu del col·laborador' }).click();
  await editor.getByRole('button', { name: 'Retorna amb una nota' }).click();
  await editor.getByLabel('Nota per a l’autor').fill('Afegeix-hi una conclusió.');
  await editor.getByRole('button', { name: 'Retorna amb aquesta nota' }).click();
  await expect(editor.getByTestId('review-state')).toHaveText('Esborrany');
  await editor.setViewportSize({ width: 1440, height: 900 });

  await contributor.goto('/redaccio');
  await expect(contributor.getByRole('region', { name: 'Els meus textos' })).toContainText('Afegeix-hi una conclusió.');
  await contributor.screenshot({ path: testInfo.outputPath('my-texts-1440.png'), fullPage: true });
  await contributor.goto(articleUrl);
  await expect(contributor.getByTestId('review-note')).toContainText('Nota de Carme Editora');
  await contributor.getByRole('button', { name: 'Lliura per revisar' }).click();
  await expect(contributor.getByTestId('review-state')).toHaveText('Per revisar');

  await editor.reload();
  await editor.getByRole('button', { name: 'Accepta' }).click();
  await expect(editor.getByTestId('review-state')).toHaveText('Acceptat');
  await editor.screenshot({ path: testInfo.outputPath('review-accepted-1440.png'), fullPage: true });
  // The edition's list of articles says each one's state too.
  await editor.getByRole('link', { name: `Edició ${edition}` }).click();
  await expect(editor.getByTestId('order-item').getByTestId('review-state')).toHaveText('Acceptat');
  await editor.setViewportSize({ width: 375, height: 800 });
  await editor.screenshot({ path: testInfo.outputPath('edition-states-375.png'), fullPage: true });
  await editor.setViewportSize({ width: 1440, height: 1000 });

  await contributor.goto('/redaccio');
  const row = contributor.getByTestId(`edition-${edition}`);
  await expect(row).toContainText('Esborrany');
  await expect(row.getByRole('link', { name: `Edita el número ${edition}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Publica el número ${edition}` })).toHaveCount(0);
  await contributor.screenshot({ path: testInfo.outputPath('contributor-workspace-1440.png'), fullPage: true });
  const refused = await contributor.request.post(`/api/admin/editions/${edition}/publish`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: { code: 'role_too_low', message: 'Només ho pot fer una persona amb el rol d’Editor o d’Administrador.' } });

  // Every article accepted: the editor schedules the edition on the calendar, at its day's 09:00.
  await editor.goto('/redaccio');
  await editor.getByRole('link', { name: 'Calendari' }).click();
  await editor.getByRole('button', { name: `Programa de l’edició ${edition}` }).click();
  await editor.getByRole('button', { name: 'Programa la publicació' }).click();
  await expect(editor.getByRole('status').filter({ hasText: `L’edició ${edition} es publicarà` })).toContainText('a les 09:00');
  const calendarRow = editor.getByRole('row').filter({ hasText: 'Edició de la redacció' });
  await expect(calendarRow).toContainText('Programada per a les 09:00');
  await editor.screenshot({ path: testInfo.outputPath('calendar-scheduled-1440.png') });
  // On a phone each edition is a card, its title above its day and state; no table scrolls sideways.
  await editor.setViewportSize({ width: 375, height: 800 });
  const dayCell = calendarRow.getByRole('cell').first();
  await expect.poll(async () => (await calendarRow.getByRole('rowheader').boundingBox())!.y < (await dayCell.boundingBox())!.y).toBe(true);
  const framesSideways = () => [...document.querySelectorAll('table')].map((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth);
  expect(Math.max(...(await editor.evaluate(framesSideways)))).toBeLessThanOrEqual(0);
  await editor.screenshot({ path: testInfo.outputPath('calendar-scheduled-375.png'), fullPage: true });
  await editor.setViewportSize({ width: 1440, height: 1000 });
  const reader = await newPage(browser);
  expect((await reader.request.get(`/api/issues/numberdata/${edition}`)).status()).toBe(404);

  // Past the hour on the server's clock: the scheduler publishes it, as publishing by hand would.
  clock.moveTo(PAST_THE_HOUR);
  await expect.poll(async () => (await reader.request.get(`/api/issues/numberdata/${edition}`)).status(), { timeout: 15_000 }).toBe(200);
  await reader.goto('/');
  await expect(reader.getByRole('link', { name: 'La veu del col·laborador' }).first()).toBeVisible();
  expect(await (await reader.request.get('/feeds/rss.xml')).text()).toContain('La veu del col·laborador');
  expect(await (await reader.request.get('/cerca?q=col·laborador')).text()).toContain('La veu del col·laborador');
  // The record says who published it: the schedule the editor set, at its minute.
  const record = await reader.request.get('/api/admin/record?action=edition.publishScheduled', { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  const { entries } = (await record.json()) as { entries: { actor: { kind: string; name: string }; summary: string }[] };
  expect(entries).toEqual([
    expect.objectContaining({
      actor: expect.objectContaining({ kind: 'scheduler', name: 'Programació de Carme Editora' }),
      summary: `S’ha publicat l’edició ${edition} a l’hora programada. Programada per al 1 de maig de 2031, 09:00 per Carme Editora.`,
    }),
  ]);
  await editor.goto('/redaccio');
  await expect(editor.getByTestId(`edition-${edition}`)).toContainText('Publicada');

  // Signing out ends the session on the server: the old cookie opens nothing.
  const cookies = await editor.context().cookies();
  await editor.getByRole('button', { name: 'Tanca la sessió' }).click();
  await expect(editor.getByLabel('Adreça electrònica')).toBeVisible();
  const old = cookies.find((c) => c.name === 'revista_admin')!;
  const replay = await editor.request.get('/api/admin/editions', { headers: { Cookie: `${old.name}=${old.value}` } });
  expect(replay.status()).toBe(401);
});

test('Les meves sessions lists where I am signed in and ends the others', async ({ browser }, testInfo) => {
  const first = await signIn(browser, 'carme@revista.test');
  const second = await signIn(browser, 'carme@revista.test');
  await second.getByRole('link', { name: 'Les meves sessions' }).click();
  const list = second.getByRole('list', { name: 'Sessions obertes' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('(aquesta)')).toHaveCount(1);
  await second.screenshot({ path: testInfo.outputPath('sessions-1440.png'), fullPage: true });
  await list.getByRole('button', { name: 'Tanca-la' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await first.reload();
  await expect(first.getByLabel('Adreça electrònica')).toBeVisible();
});
