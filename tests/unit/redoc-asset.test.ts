/**
 * The API reference's script as the build writes it (scripts/redoc-asset.mjs): Redoc's bundle with
 * its two edits, under its content's hash, named in the record that the server and the prune read.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adaptRedoc, REDOC_EDITS, writeRedocAsset } from '../../scripts/redoc-asset.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const published = fs.readFileSync(createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'), 'utf8');

describe("Redoc's bundle as served", () => {
  it('names no other site to load from, takes its style nonce from its <script>, and names no source map', () => {
    expect(published).toContain('https://cdn.redoc.ly/redoc/logo-mini.svg');
    const served = adaptRedoc(published);
    expect(served).not.toContain('cdn.redoc.ly');
    expect(served).toContain('r.nc=document.currentScript&&document.currentScript.nonce||void 0');
    expect(published).toContain('sourceMappingURL=redoc.standalone.js.map');
    expect(served).not.toContain('sourceMappingURL=redoc.standalone.js.map');
    expect(served.length).toBeGreaterThan(published.length - 200);
  });

  it('fails the build when an upgrade has moved what an edit changes', () => {
    expect(() => adaptRedoc(published.replace(REDOC_EDITS[1]!.find, 'r.nc=null'))).toThrow(/0 copies of r\.nc=void 0/);
  });

  it('is written under its hash, with its licences, and named in the record; the prune keeps both', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-redoc-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.mkdirSync(path.join(dir, '.vite'));
    writeRedocAsset(dir);
    const record = JSON.parse(fs.readFileSync(path.join(dir, '.vite', 'api-reference.json'), 'utf8')) as { script: string; files: string[] };
    expect(record.script).toMatch(/^\/assets\/redoc\.standalone-[0-9a-f]{12}\.js$/);
    expect(fs.readFileSync(path.join(dir, record.script), 'utf8')).toBe(adaptRedoc(published));
    expect(record.files.sort()).toEqual([path.basename(record.script), 'redoc.standalone.js.LICENSE.txt']);
    // A build with no asset of Vite's: the prune (scripts/prune-assets.mjs) keeps what the record names.
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
    fs.writeFileSync(path.join(dir, 'assets', 'old.js'), '');
    execFileSync(process.execPath, ['scripts/prune-assets.mjs', dir]);
    expect(fs.readdirSync(path.join(dir, 'assets')).sort()).toEqual(record.files.sort());
  });
});
