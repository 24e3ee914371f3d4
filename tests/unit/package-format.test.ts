import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { emptyReport, planImport } from '../../server/import/importMagazine.js';
import { packageSchema } from '../../server/import/packageSchema.js';
import { folderSource } from '../../server/import/source.js';

const EXAMPLE = path.resolve('examples/package');
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(EXAMPLE, file), 'utf8'));

describe('the edition package format', () => {
  it('is documented in docs/package.schema.json exactly as the server validates (npm run package-schema rewrites it)', () => {
    expect(JSON.parse(fs.readFileSync('docs/package.schema.json', 'utf8'))).toEqual(packageSchema());
  });

  it('accepts the example package, which the import reads with no rejection', async () => {
    const validate = new Ajv2020({ strict: false, allErrors: true }).compile(packageSchema());
    const files = { 'issues.json': readJson('issues.json'), 'articles.json': readJson('articles.json'), 'authors.json': readJson('authors.json'), 'media.json': readJson('media.json') };
    expect(validate(files), JSON.stringify(validate.errors)).toBe(true);

    const report = emptyReport();
    const plan = await planImport(folderSource(EXAMPLE), report);
    expect(report.rejected).toEqual([]);
    expect(plan.editions.map((e) => [e.issue.number, e.articles.length])).toEqual([[900, 2]]);
    expect(plan.editions[0]!.articles[0]!.text).toHaveLength(7);
    expect(plan.media.map((m) => m.name).sort()).toEqual(['exemple-portada.jpg', 'exemple-targeta.jpg']);
    expect(plan.alts.map((a) => a.name)).toEqual(['exemple-portada.jpg', 'exemple-targeta.jpg']);
  });

  it('refuses what the import would refuse', () => {
    const validate = new Ajv2020({ strict: false }).compile(packageSchema());
    const articles = readJson('articles.json') as Record<string, unknown>[];
    expect(validate({ 'issues.json': [], 'articles.json': [{ ...articles[0], url: 'Amb Majúscules' }] })).toBe(false);
    expect(validate({ 'issues.json': [], 'articles.json': [{ ...articles[0], section: 'poesia' }] })).toBe(false);
    expect(validate({ 'issues.json': [{ _id: 'x', title: 'Sense número', publicationDate: '2031-01-01' }], 'articles.json': [] })).toBe(false);
    expect(validate({ 'issues.json': [], 'articles.json': [], 'media.json': [{ name: 'foto.jpg', alt: '' }] })).toBe(false);
  });
});
