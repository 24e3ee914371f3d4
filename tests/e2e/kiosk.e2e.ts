/**
 * The event kiosk (issue 13) as a visitor and the staff use it, on the two touch screens it is
 * made for: 1080×1920 portrait and 1920×1080 landscape. Time is driven with Playwright's clock,
 * swipes are real touch events (CDP), and the desktop kiosk's bridge is a double in the page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { afterTwoFrames } from './frames.js';
import { htmlToPlainLine } from '../../common/html.js';
import { KIOSK } from '../../common/kiosk.js';
import type { Article, IssueWithArticles } from '../../common/types.js';
import { collectBeacons } from './beacons.js';
import { drawnFaces } from './faces.js';

const VIEWPORTS = [
  { name: 'portrait', viewport: { width: 1080, height: 1920 }, isMobile: true },
  { name: 'landscape', viewport: { width: 1920, height: 1080 }, isMobile: false },
] as const;

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function latest(page: Page): Promise<IssueWithArticles> {
  return (await (await page.request.get('/api/issues/latest')).json()) as IssueWithArticles;
}

/** A one-finger swipe of real touch events (CDP), across the middle of the screen. */
async function swipe(page: Page, dx: number) {
  const cdp = await page.context().newCDPSession(page);
  const size = page.viewportSize()!;
  const start = { x: size.width / 2 - dx / 2, y: size.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  for (let i = 1; i <= 10; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start.x + (dx * i) / 10, y: start.y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The desktop kiosk's bridge, as a double: `exitKiosk` accepts 2468 and slows anything else by 3 s. */
async function desktopKioskBridge(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, {
      __exitCalls: calls,
      revistaDesktop: {
        platform: 'desktop',
        kiosk: true,
        version: 'test',
        exitKiosk: (pin: string) => {
          calls.push(pin);
          return Promise.resolve(pin === '2468' ? { ok: true, retryInMs: 0 } : { ok: false, retryInMs: 3000 });
        },
      },
    });
  });
}

/** An article whose body has a link out, a link to the magazine, a video and a YouTube block. */
const LINKED: Article = {
  _id: 'prova-quiosc',
  title: 'Un article amb enllaços',
  section: 'llibres',
  url: 'prova-quiosc',
  authors: ['Anna Soler'],
  data: '7/3/2024',
  issueNumber: 48,
  text: [
    { type: 'paragraph', content: 'Llegiu <a href="https://example.org/lectura">la lectura completa</a> o <a href="/arxiu">les edicions anteriors</a>.' },
    { type: 'video', name: 'quiosc-video.webm', content: 'Lectura a la Porxada' },
    // As the desk stores it: the embed address, which the QR must turn into the watch page.
    { type: 'youtube', content: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42', foot: 'Conversa amb l’autora' },
  ],
};

for (const { name, viewport, isMobile } of VIEWPORTS) {
  test.describe(`kiosk, ${name}`, () => {
    test.use({ viewport, hasTouch: true, isMobile });

    test('opens on the latest edition with Inici on every screen, large targets and links that stay in /quiosc', async ({ page }) => {
      const { issue, articles } = await latest(page);
      const { authors } = (await (await page.request.get('/api/authors?limit=1')).json()) as { authors: { slug: string }[] };
      const answer = await page.goto('/quiosc');
      expect(answer?.status()).toBe(200);
      // Its HTML names the kiosk's screen, a chunk apart, so the browser fetches it beside the entry, not after it.
      expect(await answer!.text()).toMatch(/<link rel="modulepreload" href="\/assets\/KioskApp-[\w-]+\.js"/);
      await expect(page.getByRole('heading', { level: 1, name: `Número ${issue.number}` })).toBeVisible();
      const article = `/quiosc/${articles[0]!.section}/${articles[0]!.url}`;
      for (const path of ['/quiosc', `/quiosc/edicio/${issue.number - 1}`, '/quiosc/autors', `/quiosc/autor/${authors[0]!.slug}`, article, '/quiosc/cerca?q=llibre']) {
        await page.goto(path);
        await expect(page.getByRole('link', { name: 'Inici', exact: true })).toBeVisible();
        await page.locator('main a[href]').first().waitFor();
        const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
        const own = hrefs.filter((h) => h.startsWith('/'));
        expect(own.length).toBeGreaterThan(3);
        expect(own.filter((h) => !h.startsWith('/quiosc')), path).toEqual([]);
        expect(own.filter((h) => /\/(admin-|redaccio)|\/pdf$/.test(h)), path).toEqual([]);
        // Every control that is not a word inside running text is at least 48 px each way: a link
        // alone in its paragraph ('← Autors', a section's label) is a control, not a word. A card's
        // title link stretches over the whole card (its ::after): the card is the target.
        const small = await page.locator('button:visible, a[href]:visible, input:visible').evaluateAll((els) =>
          els
            .filter((el) => getComputedStyle(el).display !== 'inline' || el.parentElement?.textContent?.trim() === el.textContent?.trim())
            .filter((el) => getComputedStyle(el, '::after').position !== 'absolute')
            .map((el) => ({ el: el.outerHTML.slice(0, 80), box: el.getBoundingClientRect() }))
            .filter(({ box }) => box.height < 48 || box.width < 48)
            .map(({ el }) => el),
        );
        expect(small, path).toEqual([]);
      }
      await page.goto(`/quiosc/edicio/${issue.number}`);
      await expect(page.getByText("Veure l'edició en PDF")).toHaveCount(0);
      await page.getByRole('link', { name: 'Inici', exact: true }).click();
      await expect(page).toHaveURL(/\/quiosc$/);
    });

    test('after 60 s untouched, the attract loop goes through the latest edition, and a tap opens the kiosk home', async ({ page }) => {
      const { issue, articles } = await latest(page);
      await page.clock.install();
      await page.goto(`/quiosc/edicio/${issue.number - 1}`);
      await expect(page.getByRole('heading', { level: 1, name: `Número ${issue.number - 1}` })).toBeVisible();
      // A touch now: the minute is counted from here.
      await page.getByRole('heading', { level: 1 }).tap();
      await page.clock.fastForward(55_000);
      await expect(page.getByTestId('attract')).toHaveCount(0);
      await page.clock.fastForward(6_000);
      const attract = page.getByTestId('attract');
      await expect(attract).toBeVisible();
      await expect(attract.getByRole('button', { name: 'Toca la pantalla per començar' })).toBeVisible();
      await expect(attract).toContainText(`Número ${issue.number}`);
      await page.clock.runFor(6_000);
      await expect(attract).toContainText(htmlToPlainLine(articles[0]!.title));
      await page.clock.runFor(6_000);
      await expect(attract).toContainText(htmlToPlainLine(articles[1]!.title));
      await expectNoAxeViolations(page);
      await page.getByTestId('attract').tap();
      await expect(page.getByTestId('attract')).toHaveCount(0);
      await expect(page).toHaveURL(/\/quiosc$/);
      await expect(page.getByRole('heading', { level: 1, name: `Número ${issue.number}` })).toBeVisible();
    });

    test('two visitors in a row: after 90 s untouched the second finds nothing of the first', async ({ page }) => {
      const beacons = await collectBeacons(page);
      await page.clock.install();
      await page.goto('/quiosc');
      // Visitor 1 searches, opens a result, leaves things in storage, opens a QR code and scrolls.
      await page.getByRole('button', { name: 'Cercar' }).click();
      await page.getByRole('searchbox').fill('llibre');
      await page.getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(/\/quiosc\/cerca\?q=llibre/);
      await expect.poll(() => page.evaluate(() => window.localStorage.length)).toBeGreaterThan(0);
      await page.evaluate(() => {
        window.localStorage.setItem('revista-swipe-hint-seen', '1');
        window.sessionStorage.setItem('visitant', 'u');
      });
      await page.getByRole('link', { name: 'Instagram' }).click();
      await expect(page.getByTestId('address-dialog')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 600));
      const first = (await beacons()).at(-1)!.kiosk;
      expect(first).toMatch(/^[0-9a-f]{32}$/);

      await page.clock.fastForward(60_000);
      await page.clock.fastForward(30_000);

      // Visitor 2.
      await expect(page).toHaveURL(/\/quiosc$/);
      await expect(page.getByTestId('address-dialog')).toHaveCount(0);
      expect(await page.evaluate(() => [window.localStorage.length, window.sessionStorage.length, window.scrollY])).toEqual([0, 0, 0]);
      await page.getByTestId('attract').tap();
      await page.getByRole('button', { name: 'Cercar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cercar' });
      await expect(dialog).toBeVisible();
      await expect(dialog).not.toContainText('llibre');
      await expect(dialog.getByText('CERQUES RECENTS')).toHaveCount(0);
      await page.getByRole('button', { name: 'Tancar la cerca' }).click();
      await page.getByRole('link', { name: 'Edicions', exact: true }).click();
      await expect.poll(async () => (await beacons()).at(-1)?.path).toBe('/quiosc/arxiu');
      const second = (await beacons()).at(-1)!.kiosk;
      expect(second).toMatch(/^[0-9a-f]{32}$/);
      expect(second).not.toBe(first);
    });

    test('a visitor who wakes the attract loop before the 90 s reset finds nothing of the last one either', async ({ page }) => {
      const beacons = await collectBeacons(page);
      await page.clock.install();
      await page.goto('/quiosc/autors');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => {
        window.localStorage.setItem('revista-swipe-hint-seen', '1');
        window.sessionStorage.setItem('visitant', 'u');
      });
      await expect.poll(async () => (await beacons()).at(-1)?.path).toBe('/quiosc/autors');
      const first = (await beacons()).at(-1)!.kiosk;

      await page.clock.fastForward(70_000);
      await page.getByTestId('attract').tap();

      await expect(page.getByTestId('attract')).toHaveCount(0);
      await expect(page).toHaveURL(/\/quiosc$/);
      expect(await page.evaluate(() => [window.localStorage.length, window.sessionStorage.length])).toEqual([0, 0]);
      await page.getByRole('link', { name: 'Edicions', exact: true }).click();
      await expect.poll(async () => (await beacons()).at(-1)?.path).toBe('/quiosc/arxiu');
      const second = (await beacons()).at(-1)!.kiosk;
      expect(second).toMatch(/^[0-9a-f]{32}$/);
      expect(second).not.toBe(first);
    });

    test('links out become a QR code with Continua al mòbil; YouTube is a QR code, videos play inline', async ({ page, context }) => {
      await page.route('**/api/articles/llibres/prova-quiosc', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(LINKED) }),
      );
      // The video stays loading: what matters here is how the player is set up.
      await page.route('**/api/videos/quiosc-video.webm', () => undefined);
      const opened: string[] = [];
      context.on('page', (p) => opened.push(p.url()));
      await page.goto('/quiosc/llibres/prova-quiosc');
      await expect(page.getByRole('heading', { level: 1, name: 'Un article amb enllaços' })).toBeVisible();

      await expect(page.locator('iframe')).toHaveCount(0);
      const youtube = page.getByTestId('address-qr').filter({ hasText: 'Conversa amb l’autora' });
      await expect(youtube).toContainText('Continua al mòbil');
      await expect(youtube).toContainText('www.youtube.com/watch?v=dQw4w9WgXcQ&t=42');
      await expect.poll(() => youtube.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.locator('video')).toHaveAttribute('playsinline', '');
      await expect(page.locator('video')).toHaveAttribute('controlslist', /nodownload/);

      await page.getByRole('link', { name: 'la lectura completa' }).click();
      const dialog = page.getByTestId('address-dialog');
      await expect(dialog).toContainText('Continua al mòbil');
      await expect(dialog).toContainText('example.org/lectura');
      await expect(dialog.getByRole('img', { name: 'Codi QR de example.org/lectura' })).toBeVisible();
      await expect(page).toHaveURL(/\/quiosc\/llibres\/prova-quiosc$/);
      await dialog.getByRole('button', { name: 'Tanca' }).click();

      // A plain address of the magazine in a body opens inside the kiosk.
      await page.getByRole('link', { name: 'les edicions anteriors' }).click();
      await expect(page).toHaveURL(/\/quiosc\/arxiu$/);

      // The footer's social links and the cover artist's link too.
      await page.goto('/quiosc');
      await page.getByRole('link', { name: /Descobreix l’obra (de |d’)/ }).click();
      await expect(page.getByTestId('address-dialog')).toContainText('Continua al mòbil');
      // In the kiosk nothing opens a tab: the link tells a screen reader it shows a QR code, and
      // the dialog does not repeat the note.
      await expect(page.getByRole('link', { name: /Descobreix l’obra (de |d’).* \(mostra un codi QR per continuar al mòbil\)$/ })).toHaveCount(1);
      await expect(page.getByTestId('address-dialog')).toContainText('Descobreix l’obra');
      await expect(page.getByTestId('address-dialog')).not.toContainText('pestanya nova');
      await page.getByTestId('address-dialog').getByRole('button', { name: 'Tanca' }).click();
      await page.getByRole('link', { name: 'Bluesky' }).click();
      await expect(page.getByTestId('address-dialog')).toContainText('bsky');
      expect(opened).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/quiosc');
      await expectNoAxeViolations(page);
    });

    test('no text selection, no context menu, no zoom, no overscroll', async ({ page }) => {
      const { articles } = await latest(page);
      await page.goto(`/quiosc/${articles[0]!.section}/${articles[0]!.url}`);
      const paragraph = page.locator('main article p').first();
      await expect(paragraph).toBeVisible();
      expect(await paragraph.evaluate((p) => getComputedStyle(p).userSelect)).toBe('none');
      const root = await page.evaluate(() => {
        const html = getComputedStyle(document.documentElement);
        const body = getComputedStyle(document.body);
        return [html.touchAction, html.overscrollBehaviorX, html.overscrollBehaviorY, body.overscrollBehaviorY];
      });
      expect(root).toEqual(['pan-x pan-y', 'none', 'none', 'none']);
      // Two fingers and ctrl + wheel would zoom: both are refused.
      const zoomPrevented = await page.evaluate(() => {
        const wheel = new WheelEvent('wheel', { ctrlKey: true, deltaY: -100, bubbles: true, cancelable: true });
        document.body.dispatchEvent(wheel);
        return wheel.defaultPrevented;
      });
      expect(zoomPrevented).toBe(true);
      const prevented = await paragraph.evaluate((p) => {
        const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
        p.dispatchEvent(event);
        return event.defaultPrevented;
      });
      expect(prevented).toBe(true);
      const dragPrevented = await page.locator('main a[href]').first().evaluate((link) => {
        const event = new DragEvent('dragstart', { bubbles: true, cancelable: true });
        link.dispatchEvent(event);
        return event.defaultPrevented;
      });
      expect(dragPrevented).toBe(true);
    });

    test('a swipe, or an arrow key, moves between editions and between the articles of an edition', async ({ page }) => {
      const { issue, articles } = await latest(page);
      await page.goto(`/quiosc/edicio/${issue.number - 1}`);
      await expect(page.getByRole('heading', { level: 1, name: `Número ${issue.number - 1}` })).toBeVisible();
      await swipe(page, -320);
      await expect(page).toHaveURL(new RegExp(`/quiosc/edicio/${issue.number}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Número ${issue.number}` })).toBeVisible();
      await swipe(page, 320);
      await expect(page).toHaveURL(new RegExp(`/quiosc/edicio/${issue.number - 1}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Número ${issue.number - 1}` })).toBeVisible();
      // The arrow keys do what the arrows do, and nothing past the newest edition.
      // A loaded page, its arrows drawn: the keys reach where the arrows lead, no sooner.
      await page.goto(`/quiosc/edicio/${issue.number - 1}`);
      await expect(page.getByRole('link', { name: `Següent: número ${issue.number}` })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(new RegExp(`/quiosc/edicio/${issue.number}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Número ${issue.number}` })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await afterTwoFrames(page);
      await expect(page).toHaveURL(new RegExp(`/quiosc/edicio/${issue.number}$`));
      await expect(page.getByRole('link', { name: `Anterior: número ${issue.number - 1}` })).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(page).toHaveURL(new RegExp(`/quiosc/edicio/${issue.number - 1}$`));

      const [a, b] = articles;
      await page.goto(`/quiosc/${a!.section}/${a!.url}`);
      await expect(page.getByRole('link', { name: /Article següent/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Article anterior/ })).toHaveCount(0);
      await swipe(page, -320);
      await expect(page).toHaveURL(new RegExp(`/quiosc/${b!.section}/${b!.url}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(htmlToPlainLine(b!.title));
      await swipe(page, 320);
      await expect(page).toHaveURL(new RegExp(`/quiosc/${a!.section}/${a!.url}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(htmlToPlainLine(a!.title));
      // Pressed as soon as the swiped-to page shows, a key once went where the page before's
      // arrows led (its target was updated after paint).
      await expect(page.getByRole('link', { name: /Article anterior/ })).toHaveCount(0);
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(new RegExp(`/quiosc/${b!.section}/${b!.url}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(htmlToPlainLine(b!.title));
      await expect(page.getByRole('link', { name: /Article anterior/ })).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(page).toHaveURL(new RegExp(`/quiosc/${a!.section}/${a!.url}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(htmlToPlainLine(a!.title));
      // A mostly vertical movement is no swipe.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 500, y: 900 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 440, y: 700 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect(page.locator('[data-swipe-phase]')).toHaveAttribute('data-swipe-phase', 'idle');
      await afterTwoFrames(page);
      await expect(page).toHaveURL(new RegExp(`/quiosc/${a!.section}/${a!.url}$`));
      await expectNoAxeViolations(page);
    });

    test('the API failing shows Tornem de seguida, which returns by itself when the server answers', async ({ page }) => {
      const { articles } = await latest(page);
      await page.clock.install();
      await page.goto('/quiosc');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
      await page.locator(`main a[href="/quiosc/${articles[2]!.section}/${articles[2]!.url}"]`).first().click();
      await expect(page.getByRole('heading', { name: 'Tornem de seguida' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Inici', exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.unroute('**/api/**');
      // Its next try is at most the longest wait away (a visitor would not touch it meanwhile).
      await page.clock.fastForward(KIOSK.retryMaxMs);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(htmlToPlainLine(articles[2]!.title));
    });
  });
}

test.describe('kiosk, staff and safety', () => {
  test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true, isMobile: true });

  test('a screen switched on for the first time draws in the magazine’s faces, and keeps them', async ({ page }) => {
    // A new browser holds no face and no cookie: the kiosk's first start at an event. The page is
    // never reloaded there, so faces missed by its first layout would be missed all day.
    await page.goto('/quiosc');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('main article a[href]').first().waitFor();
    expect(await drawnFaces(page, 'header nav a')).toEqual(['Inter-SemiBold']);
    expect(await drawnFaces(page, 'main h1')).toEqual(['SourceSerif4-SemiBold']);
    // The edition's title, in italics.
    await page.locator('main').evaluate((main) => [...main.querySelectorAll('p, h2')].find((el) => getComputedStyle(el).fontStyle === 'italic')?.setAttribute('data-italic', ''));
    expect(await drawnFaces(page, 'main [data-italic]')).toEqual(['SourceSerif4-Italic']);
  });

  test('the desktop kiosk: a 5 s press on the masthead opens the PIN pad; a wrong PIN is slowed, the right one exits', async ({ page }) => {
    await desktopKioskBridge(page);
    await page.clock.install();
    await page.goto('/quiosc');
    const masthead = page.getByTestId('kiosk-masthead');
    const box = (await masthead.boundingBox())!;
    // A short press is nothing.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.clock.fastForward(4_000);
    await page.mouse.up();
    await page.clock.fastForward(2_000);
    await expect(page.getByTestId('pin-pad')).toHaveCount(0);
    await page.mouse.down();
    await page.clock.fastForward(5_100);
    await page.mouse.up();
    const pad = page.getByTestId('pin-pad');
    await expect(pad).toBeVisible();
    await expectNoAxeViolations(page);

    for (const digit of '1111') await pad.getByRole('button', { name: digit, exact: true }).click();
    await pad.getByRole('button', { name: 'Entra' }).click();
    await expect(pad.getByRole('status')).toHaveText('PIN incorrecte. Espera 3 s i torna-ho a provar.');
    await expect(pad.getByRole('button', { name: '2', exact: true })).toBeDisabled();
    await page.clock.fastForward(3_100);
    await expect(pad.getByRole('button', { name: '2', exact: true })).toBeEnabled();
    for (const digit of '2468') await pad.getByRole('button', { name: digit, exact: true }).click();
    await pad.getByRole('button', { name: 'Entra' }).click();
    await expect(pad.getByRole('status')).toHaveText('Sortint del quiosc…');
    expect(await page.evaluate(() => (window as unknown as { __exitCalls: string[] }).__exitCalls)).toEqual(['1111', '2468']);
  });

  test('in a plain browser the long press does nothing (the exit is Chromium’s own)', async ({ page }) => {
    await page.clock.install();
    await page.goto('/quiosc');
    const box = (await page.getByTestId('kiosk-masthead').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.clock.fastForward(6_000);
    await page.mouse.up();
    await expect(page.getByTestId('pin-pad')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the desktop kiosk opens a Catalan on-screen keyboard under the search field, and it types and searches', async ({ page }) => {
    await desktopKioskBridge(page);
    await page.goto('/quiosc');
    await page.getByRole('button', { name: 'Cercar' }).click();
    const keyboard = page.getByTestId('on-screen-keyboard');
    await expect(keyboard).toBeVisible();
    for (const key of ['ç', 'à', 'ï', 'l·l', 'ü']) await expect(keyboard.getByRole('button', { name: key, exact: true })).toBeVisible();
    for (const key of ['l', 'l', 'i', 'x']) await keyboard.getByRole('button', { name: key, exact: true }).click();
    await keyboard.getByRole('button', { name: 'Esborra' }).click();
    for (const key of ['b', 'r', 'e']) await keyboard.getByRole('button', { name: key, exact: true }).click();
    const field = page.getByRole('searchbox');
    await expect(field).toHaveValue('llibre');
    await expect(field).toBeFocused();
    await expect(page.getByRole('dialog', { name: 'Cercar' }).getByRole('status')).toHaveText(/resultats?$/);
    await keyboard.getByRole('button', { name: 'Cerca' }).click();
    await expect(page).toHaveURL(/\/quiosc\/cerca\?q=llibre/);
    await expect(keyboard).toHaveCount(0);
  });

  test('a plain browser shows no on-screen keyboard: the OS keyboard serves the search field', async ({ page }) => {
    await page.goto('/quiosc');
    await page.getByRole('button', { name: 'Cercar' }).click();
    await expect(page.getByRole('searchbox')).toBeFocused();
    await expect(page.getByTestId('on-screen-keyboard')).toHaveCount(0);
  });

  test('a plain browser started at /quiosc?teclat (a screen with no keyboard) opens the kiosk’s own, for visitor after visitor', async ({ page }) => {
    await page.clock.install();
    await page.goto('/quiosc?teclat');
    for (const visitor of [1, 2]) {
      await page.getByRole('button', { name: 'Cercar' }).click();
      const keyboard = page.getByTestId('on-screen-keyboard');
      await expect(keyboard, `visitor ${visitor}`).toBeVisible();
      for (const key of ['r', 'i', 'u']) await keyboard.getByRole('button', { name: key, exact: true }).click();
      await expect(page.getByRole('searchbox')).toHaveValue('riu');
      await page.getByRole('button', { name: 'Tancar la cerca' }).click();
      // The next visitor: the screen resets itself to /quiosc, and keeps its keyboard.
      await page.clock.fastForward(KIOSK.attractAfterMs);
      await page.clock.fastForward(KIOSK.resetAfterMs - KIOSK.attractAfterMs);
      await expect(page).toHaveURL(/\/quiosc$/);
      await page.getByTestId('attract').tap();
    }
  });

  test('never signed in: staff screens and admin calls answer the kiosk as any reader', async ({ page }) => {
    for (const path of ['/quiosc/redaccio', '/quiosc/admin-connections-2024', '/quiosc/edicio/48/pdf']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/quiosc$/);
      await expect(page.getByRole('heading', { level: 1, name: /Número/ })).toBeVisible();
    }
    for (const path of ['/redaccio', '/admin-connections-2024', '/admin-dashboard-2024']) {
      await page.goto(path);
      await expect(page.getByLabel("Token d'administració"), path).toBeVisible();
    }
    for (const path of ['/api/connections/stats', '/api/analytics/stats', '/api/admin/remote']) {
      expect((await page.request.get(path)).status(), path).toBe(401);
    }
    expect(await page.evaluate(() => document.cookie)).not.toContain('revista_admin');
  });
});

test.describe('the workspace kiosk panel', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test.beforeEach(async ({ page }) => {
    const res = await page.request.post('/api/admin/session', { data: { token: 'e2e-admin-token-0123456789' } });
    expect(res.ok()).toBe(true);
  });

  test('in a browser, Obre el mode quiosc opens /quiosc in a new tab and explains Chromium’s kiosk', async ({ page, context }) => {
    await page.goto('/redaccio');
    const panel = page.getByRole('region', { name: 'Mode quiosc' });
    await expect(panel).toContainText('chromium --kiosk --incognito --app=');
    await expect(panel.getByLabel(/PIN/)).toHaveCount(0);
    const [kiosk] = await Promise.all([context.waitForEvent('page'), panel.getByRole('button', { name: 'Obre el mode quiosc' }).click()]);
    await expect(kiosk).toHaveURL(/\/quiosc$/);
    await expect(kiosk.getByRole('link', { name: 'Inici', exact: true })).toBeVisible();
  });

  test('on the desktop, it starts the kiosk window and sets the staff exit PIN', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      let pin = false;
      Object.assign(window, {
        __calls: calls,
        revistaDesktop: {
          platform: 'desktop',
          kiosk: false,
          version: 'test',
          onMenuCommand: () => () => undefined,
          getRemote: () => Promise.resolve(null),
          startKiosk: () => {
            calls.push('startKiosk');
            return Promise.resolve();
          },
          hasKioskPin: () => Promise.resolve(pin),
          setKioskPin: (value: string) => {
            calls.push(`setKioskPin ${value}`);
            pin = true;
            return Promise.resolve();
          },
        },
      });
    });
    await page.goto('/redaccio');
    const panel = page.getByRole('region', { name: 'Mode quiosc' });
    await expect(panel).toContainText('5 segons');
    await expect(panel.getByRole('status').first()).toContainText('Encara no hi ha cap PIN');
    await panel.getByRole('button', { name: 'Obre el mode quiosc' }).click();
    const field = panel.getByLabel(/PIN/);
    await field.fill('12a');
    await expect(field).toHaveValue('12');
    await expect(panel.getByRole('button', { name: 'Desa el PIN' })).toBeDisabled();
    await field.fill('123456');
    await panel.getByRole('button', { name: 'Desa el PIN' }).click();
    await expect(panel.getByRole('status').first()).toHaveText('Hi ha un PIN desat.');
    await expect(field).toHaveValue('');
    expect(await page.evaluate(() => (window as unknown as { __calls: string[] }).__calls)).toEqual(['startKiosk', 'setKioskPin 123456']);
    await expectNoAxeViolations(page);
  });
});
