/**
 * The code and styles of the page a document opens on (and the faces of a screen the browser draws), from Vite's
 * build manifest (build.manifest in vite.config.ts). Every page is a lazy module of the renderer
 * (renderer/pageModules.ts) that the browser would only discover after the main bundle has run;
 * naming it in the HTML lets the phone fetch it alongside the main bundle. The server entry says
 * which module a page is (its manifest key); nothing here names renderer files.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Preload } from '../../common/seo/pageMeta.js';

/**
 * The faces the screens the browser draws (the staff's, the kiosk's) use besides the two
 * index.html preloads: their controls in Inter, italics in Source Serif. Named with the HTML they
 * are in before the first layout, which is then done once, in them. Asked for by the styles only
 * when that layout meets them, they came too late for their `font-display: optional`
 * (renderer/styles/fonts.css): a new staff tab laid the screen out first in system faces and again
 * when they arrived (issue 20: a 10,000-word article laid out twice), and a kiosk, never reloaded
 * at an event, kept the system's faces all day.
 */
const SCREEN_FACES = ['styles/fonts/inter-core-400-normal.woff2', 'styles/fonts/inter-core-600-normal.woff2', 'styles/fonts/source-serif-4-core-400-italic.woff2'];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * A page module's assets by its manifest key; `faces`: with the faces of the screens the browser
 * draws (SCREEN_FACES); `screenApart`: its screen is a chunk the module loads on demand (the
 * kiosk's), named with it.
 */
export type PageAssets = (module: string, faces: boolean, screenApart?: boolean) => Preload[];

/** What the entry chunk already brings (the HTML loads it), so it is not named twice. */
function entryFiles(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry) continue;
    files.add(chunk.file);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) files.add(imported.file);
    }
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

/**
 * A page module's chunk (its screen with it, or the screen's own chunk when it loads apart: the
 * module's on-demand imports, which are then only its screen) and what they import, with their
 * styles; not what the screen loads later on.
 */
function assetsOf(manifest: Manifest, already: Set<string>, module: string, screenApart: boolean): Preload[] {
  const preloads: Preload[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (!already.has(chunk.file)) preloads.push({ href: `/${chunk.file}`, as: 'script' });
    for (const css of chunk.css ?? []) if (!already.has(css)) preloads.push({ href: `/${css}`, as: 'style' });
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  if (screenApart) for (const screen of manifest[module]?.dynamicImports ?? []) visit(screen);
  return preloads;
}

export function pageAssetsFromManifest(manifest: Manifest): PageAssets {
  const already = entryFiles(manifest);
  const known = new Map<string, Preload[]>();
  const fonts = SCREEN_FACES.flatMap((font) => (manifest[font] ? [{ href: `/${manifest[font].file}`, as: 'font' as const }] : []));
  return (module, faces, screenApart = false) => {
    const key = `${module}${screenApart ? ' +screen' : ''}`;
    let assets = known.get(key);
    if (!assets) {
      assets = assetsOf(manifest, already, module, screenApart);
      known.set(key, assets);
    }
    return faces ? [...assets, ...fonts] : assets;
  };
}

/** Reads the manifest of a build; a renderer built without one simply gets no page hints. */
export function loadPageAssets(rendererDir: string): PageAssets {
  const file = path.join(rendererDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => [];
  return pageAssetsFromManifest(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest);
}
