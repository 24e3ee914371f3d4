/** The <title> of every page, the same on the server (first load) and in the renderer (navigation). */
import { MAGAZINE } from './constants.js';

export function pageTitle(title: string | null | undefined): string {
  const clean = (title ?? '').trim();
  return clean ? `${clean} — ${MAGAZINE.name}` : `${MAGAZINE.name} — ${MAGAZINE.tagline}`;
}
