/** The <title> of every page, the same on the server (first load) and in the renderer (navigation). */
import { MAGAZINE } from './constants.js';

/** An edition's heading: 'Número 48: Quatre anys d’estany' ('Número 48' while its title is unknown). */
export const editionHeading = (number: number, title?: string): string => (title?.trim() ? `Número ${number}: ${title.trim()}` : `Número ${number}`);

/** The search page's heading, with what is searched for. */
export const searchHeading = (q: string): string => (q ? `Cerca: ${q}` : 'Cerca');

/** The archive's name, its heading and its breadcrumb. */
export const ARCHIVE_NAME = 'Edicions anteriors';

/** The kiosk's start page's heading. */
export const KIOSK_HEADING = 'Quiosc';

export function pageTitle(title: string | null | undefined): string {
  const clean = (title ?? '').trim();
  return clean ? `${clean} — ${MAGAZINE.name}` : `${MAGAZINE.name} — ${MAGAZINE.tagline}`;
}
