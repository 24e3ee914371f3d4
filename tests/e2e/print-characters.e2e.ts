/**
 * Characters beyond the PDF's typeface in the desk's printed preview (issue 26, defect 5), with
 * the real print engine in its Web Worker: polytonic Greek and Hebrew are printed with the
 * fallback fonts the browser fetches, and an emoji, which no PDF font prints, is named in the
 * preview before export. An edition package brings the draft in; it runs on its own server.
 */
import { E2E_ADMIN_TOKEN } from '../../playwright.config.js';
import { packageRecords, zipPackage } from '../api/packageFixture.js';
import { expect, test } from './ownServer.js';
import { pdfText } from './pdfAddresses.js';
import { signInAtDesk } from './staffSignIn.js';

test.setTimeout(120_000);

test('the printed preview prints Greek and Hebrew and names the emoji it cannot print', async ({ page, request }) => {
  const records = packageRecords({ number: 341, tag: 'veus', articles: 1 });
  const article = records.articles[0] as { _id: string; title: string; text: { type: string; content: string }[] };
  article.text[0]!.content = 'Homer: ἄνδρα μοι ἔννεπε, Μοῦσα. En hebreu, ספר. I un somriure 😀.';
  const res = await request.post('/api/admin/packages', { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}`, 'Content-Type': 'application/zip' }, data: Buffer.from(zipPackage(records)) });
  expect(res.status(), await res.text()).toBe(201);

  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAtDesk(page);
  await page.goto(`/redaccio/article/${article._id}`);
  const preview = page.getByTestId('print-preview');
  await expect(preview).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await expect(preview.getByTestId('print-notices')).toContainText(`«${article.title}»: el PDF no pot imprimir aquests caràcters, que hi quedarien en blanc: 😀 (emoji).`);

  const download = page.waitForEvent('download');
  await preview.getByTestId('print-preview-download').click();
  const file = test.info().outputPath('veus.pdf');
  await (await download).saveAs(file);
  const text = pdfText(file);
  expect(text).toContain('ἄνδρα μοι ἔννεπε, Μοῦσα');
  expect(text).toContain('ספר');
  await preview.screenshot({ path: test.info().outputPath('avisos.png') });
});
