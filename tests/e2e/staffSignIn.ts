/** Signs in at /redaccio as a staff member would: the token typed into the form, then the workspace. */
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config.js';

export async function signInAtDesk(page: Page): Promise<void> {
  await page.goto('/redaccio');
  await page.getByLabel("Token d'administració").fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Entra' }).click();
  await expect(page.getByRole('heading', { name: 'Edicions i esborranys' })).toBeVisible();
}
