import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A renderer folder as a build leaves it: the files in assets/ and the manifest naming this build's. */
function build(dir: string, files: string[]): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  for (const file of files) fs.writeFileSync(path.join(dir, 'assets', file), file);
  const [entry, ...rest] = files;
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ 'main.tsx': { file: `assets/${entry}`, css: rest.map((f) => `assets/${f}`) } }));
  execFileSync(process.execPath, ['scripts/prune-assets.mjs', dir]);
}

describe('pruning the renderer assets after a build', () => {
  it("keeps this build's and the previous build's files, and removes older ones", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-prune-'));
    dirs.push(dir);
    build(dir, ['index-a.js', 'shared.css']);
    build(dir, ['index-b.js', 'shared.css']);
    expect(fs.readdirSync(path.join(dir, 'assets')).sort()).toEqual(['index-a.js', 'index-b.js', 'shared.css']);
    build(dir, ['index-c.js', 'other.css']);
    expect(fs.readdirSync(path.join(dir, 'assets')).sort()).toEqual(['index-b.js', 'index-c.js', 'other.css', 'shared.css']);
    build(dir, ['index-d.js', 'other.css']);
    expect(fs.readdirSync(path.join(dir, 'assets')).sort()).toEqual(['index-c.js', 'index-d.js', 'other.css']);
  });

  it('removes the compressed copies of a removed file with it, and keeps those of the files kept', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-prune-'));
    dirs.push(dir);
    build(dir, ['index-a.js']);
    for (const copy of ['index-a.js.br', 'index-a.js.gz']) fs.writeFileSync(path.join(dir, 'assets', copy), copy);
    build(dir, ['index-b.js']);
    expect(fs.readdirSync(path.join(dir, 'assets')).sort()).toEqual(['index-a.js', 'index-a.js.br', 'index-a.js.gz', 'index-b.js']);
    build(dir, ['index-c.js']);
    expect(fs.readdirSync(path.join(dir, 'assets')).sort()).toEqual(['index-b.js', 'index-c.js']);
  });
});
