/**
 * The code and styles of the screen a page opens on (and a staff screen's fonts). Every screen but
 * home is a lazy chunk of the renderer (renderer/routes.tsx), which the browser would only discover
 * after the main bundle has run; naming it in the HTML lets the phone fetch it alongside the main
 * bundle. File names come from Vite's build manifest (build.manifest in vite.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_CLASS, type RouteId } from '../../common/routes/index.js';
import type { Preload } from './preloads.js';

/** The renderer module that draws each page type, as keyed in the manifest (renderer/routes.tsx; the kiosk, main.tsx). */
export const ROUTE_MODULES = {
  article: 'pages/article/ArticlePage.tsx',
  section: 'pages/section/SectionPage.tsx',
  archive: 'pages/archive/ArchivePage.tsx',
  edition: 'pages/edition/EditionPage.tsx',
  authors: 'pages/authors/AuthorsPage.tsx',
  author: 'pages/author/AuthorProfilePage.tsx',
  search: 'pages/search/SearchPage.tsx',
  kiosk: 'shell/kiosk/KioskApp.tsx',
  // Staff screens are drawn by the browser: their code, named with the HTML, arrives with the entry's.
  workspace: 'pages/workspace/WorkspacePage.tsx',
  deskEdition: 'pages/workspace/DeskEditionPage.tsx',
  deskArticle: 'pages/workspace/DeskArticlePage.tsx',
  deskAuthors: 'pages/workspace/DeskAuthorsPage.tsx',
  deskAuthor: 'pages/workspace/DeskAuthorPage.tsx',
  deskMedia: 'pages/workspace/DeskMediaPage.tsx',
  deskRecord: 'pages/workspace/DeskRecordPage.tsx',
} as const;

export type RouteView = keyof typeof ROUTE_MODULES;

/**
 * The faces the staff screens draw with besides the two index.html preloads: their controls in
 * Inter, an article's italics in Source Serif. Named with the HTML they are in before the first
 * layout, which is then done once, in them; asked for by the styles only when that layout meets
 * them, a new tab laid the screen out first in system faces (each looked up, slowly, in a fresh
 * renderer) and again when they arrived (issue 20: a 10,000-word article laid out twice).
 */
const STAFF_FONTS = ['styles/fonts/inter-core-400-normal.woff2', 'styles/fonts/inter-core-600-normal.woff2', 'styles/fonts/source-serif-4-core-400-italic.woff2'];
/** A staff screen, as the address book classes its route (the kiosk's view has no route there). */
const isStaffView = (view: RouteView): boolean => view in ROUTE_CLASS && ROUTE_CLASS[view as RouteId] === 'staff';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export type RouteAssets = (view: RouteView | undefined) => Preload[];

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
 * The manifest key of a screen's chunk: its source path while only the router imports it, else
 * (a screen another screen also imports becomes a shared chunk, keyed `_Name-hash.js`) its name.
 */
function chunkKey(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const name = path.basename(module, path.extname(module));
  return Object.keys(manifest).find((key) => manifest[key]!.name === name && manifest[key]!.file.endsWith('.js')) ?? module;
}

export function routeAssetsFromManifest(manifest: Manifest): RouteAssets {
  const already = entryFiles(manifest);
  const byView = new Map<RouteView, Preload[]>();
  for (const [view, module] of Object.entries(ROUTE_MODULES) as [RouteView, string][]) {
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
    visit(chunkKey(manifest, module));
    if (isStaffView(view)) for (const font of STAFF_FONTS) if (manifest[font]) preloads.push({ href: `/${manifest[font].file}`, as: 'font' });
    byView.set(view, preloads);
  }
  return (view) => (view ? byView.get(view) ?? [] : []);
}

/** Reads the manifest of a build; a renderer built without one simply gets no route hints. */
export function loadRouteAssets(rendererDir: string): RouteAssets {
  const file = path.join(rendererDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => [];
  return routeAssetsFromManifest(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest);
}
