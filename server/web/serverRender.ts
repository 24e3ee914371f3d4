/**
 * The renderer's server entry, built by Vite into dist/ssr (renderer/entry-server.tsx) and loaded
 * here at run time: the server draws reader pages with the app's own components without importing
 * renderer source. Without that build (development, tests of the API alone) pages are drawn in
 * the browser, as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerRender } from '../../common/ssr.js';

export const SERVER_ENTRY = 'entry-server.js';

/** The bundle's render function, or null when the build has none. */
export async function loadServerRender(ssrDir: string): Promise<ServerRender | null> {
  const file = path.join(ssrDir, SERVER_ENTRY);
  if (!fs.existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as { render?: ServerRender };
  if (typeof bundle.render !== 'function') throw new Error(`${file} exports no render function`);
  return bundle.render;
}
