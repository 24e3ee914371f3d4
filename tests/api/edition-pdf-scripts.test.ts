/**
 * Characters beyond Source Serif 4 in the print PDF (issue 26, defect 5): polytonic Greek and
 * Hebrew are printed as real text in their fallback fonts (pdftotext reads them back), embedded
 * only when the edition holds them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackageReport } from '../../common/types.js';
import { startTestServer, type TestServer } from './harness.js';
import { ADMIN } from './deskFixture.js';
import { packageRecords, zipPackage } from './packageFixture.js';

let server: TestServer;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-pdf-scripts-'));
  fs.mkdirSync(path.join(root, 'media'));
  server = await startTestServer({ mediaDir: path.join(root, 'media') });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A draft edition from a package whose first article says `text`, printed; its text and fonts as poppler reads them. */
async function printed(number: number, text: string): Promise<{ text: string; fonts: string }> {
  const records = packageRecords({ number, tag: `grafia${number}`, articles: 1 });
  (records.articles[0]!.text as { type: string; content: string }[])[0]!.content = text;
  const res = await server.get('/api/admin/packages', { method: 'POST', headers: { ...ADMIN, 'Content-Type': 'application/zip' }, body: Buffer.from(zipPackage(records)) });
  const { report } = (await res.json()) as { report: PackageReport };
  expect(res.status, JSON.stringify(report)).toBe(201);
  const pdf = await server.send('GET', `/api/pdf/edition/${number}`, undefined, { admin: true });
  expect(pdf.status).toBe(200);
  const file = path.join(root, `${number}.pdf`);
  fs.writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
  return { text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }), fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }) };
}

describe('the print PDF of an edition with Greek and Hebrew', () => {
  it('prints polytonic Greek and Hebrew as text, in fallback fonts', async () => {
    const { text, fonts } = await printed(331, 'Homer: ἄνδρα μοι ἔννεπε, Μοῦσα, πολύτροπον. En hebreu, la paraula ספר.');
    expect(text).toContain('ἄνδρα μοι ἔννεπε, Μοῦσα, πολύτροπον');
    expect(text).toContain('ספר');
    expect(fonts).toMatch(/Fallback-greek/);
    expect(fonts).toMatch(/Fallback-hebrew/);
  });

  it('embeds no fallback font when the edition needs none', async () => {
    const { fonts } = await printed(332, 'Només català, amb col·lecció i «cometes».');
    expect(fonts).not.toMatch(/Fallback/);
  });
});
