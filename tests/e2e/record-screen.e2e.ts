/**
 * 'Registre' in the browser (issue 27): reached from the workspace's header, it shows the sign-in
 * just made by the operator's key, filters by action, and 'Exporta CSV' downloads a file; at 375 px
 * neither the page nor the table scrolls sideways: each entry is a card, its sentence under who
 * and when, where a wide screen keeps the table's row.
 */
import { expect, test, type Page } from '@playwright/test';

const TOKEN = 'e2e-admin-token-0123456789';

async function signIn(page: Page): Promise<void> {
  const res = await page.request.post('/api/admin/session', { data: { token: TOKEN } });
  expect(res.ok()).toBe(true);
}

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the record shows who signed in, filters by action and exports CSV', async ({ page }, info) => {
      await signIn(page);
      await page.goto('/redaccio');
      await page.getByRole('navigation', { name: "Taulers d'administració" }).getByRole('link', { name: 'Registre' }).click();
      await expect(page).toHaveURL(/\/redaccio\/registre$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Registre' })).toBeVisible();
      const table = page.getByRole('table', { name: 'Entrades del registre, de la més recent a la més antiga' });
      await expect(table.getByRole('row').nth(1)).toContainText('Clau d’operador');
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

      await page.getByRole('combobox', { name: 'Acció' }).selectOption({ label: 'Inicia la sessió' });
      await expect(page).toHaveURL(/accio=session\.signIn/);
      const whats = table.locator('tbody tr td:nth-child(3)');
      await expect(whats.first()).toHaveText('Inicia la sessió');
      for (const text of await whats.allInnerTexts()) expect(text).toBe('Inicia la sessió');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
      const cells = table.getByRole('row').nth(1).getByRole('cell');
      const whoTop = (await cells.nth(1).boundingBox())!.y;
      const sentenceTop = (await cells.nth(4).boundingBox())!.y;
      if (width < 800) expect(sentenceTop).toBeGreaterThan(whoTop);
      else expect(sentenceTop).toBe(whoTop);
      await page.screenshot({ path: info.outputPath(`registre-${width}.png`), fullPage: true });

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exporta CSV' }).click();
      expect((await download).suggestedFilename()).toMatch(/^registre-\d{4}-\d{2}-\d{2}\.csv$/);
      await expect(page.getByText(/^Desat: registre-/)).toBeVisible();
    });
  });
}
