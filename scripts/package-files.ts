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
import { minimatch } from 'minimatch';

export interface BuilderConfig {
  files: string[];
  asarUnpack: string[];
  npmRebuild?: boolean;
  buildDependenciesFromSource?: boolean;
  mac?: { category?: string };
  electronFuses?: Record<string, boolean>;
}

/** electron-builder's documented default exclusions, applied after the project's own patterns. */
export const BUILDER_DEFAULT_EXCLUDES = [
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

/**
 * Whether a path (relative, forward slashes) is packed: some positive pattern (or being inside a
 * production dependency) takes it, and no negative pattern excludes it or a folder above it.
 */
export function isPacked(relative: string, patterns: readonly string[], inDependency: boolean): boolean {
  const positives = patterns.filter((p) => !p.startsWith('!'));
  const negatives = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  if (!inDependency && !positives.some((p) => minimatch(relative, p, { dot: true }))) return false;
  const parts = relative.split('/');
  for (let i = 1; i <= parts.length; i += 1) {
    const prefix = parts.slice(0, i).join('/');
    if (negatives.some((p) => minimatch(prefix, p, { dot: true }))) return false;
  }
  return true;
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
export function productionPackages(root: string): Map<string, string> {
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
export function packageOf(specifier: string): string {
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

/**
 * Packed packages that nothing the app runs can load: not imported by the bundles (`roots`) nor
 * a dependency of one that is. Each is dead weight in the package.
 */
export function unreachedPackages(root: string, packed: Map<string, string>, roots: readonly string[]): string[] {
  const reached = new Set<string>();
  const queue: [string, string][] = roots.map((name) => [root, name]);
  while (queue.length > 0) {
    const [from, name] = queue.shift()!;
    const at = resolvePackage(root, from, name);
    if (!at) continue;
    const relative = path.relative(root, at).split(path.sep).join('/');
    if (reached.has(relative)) continue;
    reached.add(relative);
    const pkg = readPackage(at);
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) queue.push([at, dep]);
  }
  return [...packed.keys()].filter((dir) => !reached.has(dir)).sort();
}

function walk(root: string, dir: string, out: string[], stopAtNodeModules: boolean): void {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (stopAtNodeModules && entry.name === 'node_modules') continue;
      walk(root, relative, out, stopAtNodeModules);
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
  const patterns = [...config.files, ...BUILDER_DEFAULT_EXCLUDES];
  const files: string[] = [];
  const own: string[] = [];
  for (const top of fs.readdirSync(root)) {
    if (top === 'node_modules') continue;
    if (fs.statSync(path.join(root, top)).isDirectory()) walk(root, top, own, false);
    else own.push(top);
  }
  files.push(...own.filter((f) => isPacked(f, patterns, false)));
  const packages = new Map<string, string>();
  for (const [dir, name] of productionPackages(root)) {
    if (!isPacked(`${dir}/package.json`, patterns, true)) continue;
    packages.set(dir, name);
    const inside: string[] = [];
    walk(root, dir, inside, true);
    files.push(...inside.filter((f) => isPacked(f, patterns, true)));
  }
  return { files: files.sort(), packages };
}
