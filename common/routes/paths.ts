/**
 * The address of every page of the site, built in one place (spec §2, plus the staff workspace and
 * the kiosk). Segments are URI-encoded, so a builder's result is a path a browser sends as it is.
 */
import type { WorkspaceAction } from '../staff.js';

const segment = encodeURIComponent;

/** The kiosk mode's base: its routes are the reader's, under this path (the router's basename). */
export const KIOSK_BASE_PATH = '/quiosc';

export const paths = {
  home: () => '/',
  section: (section: string) => `/${segment(section)}`,
  article: (section: string, url: string) => `/${segment(section)}/${segment(url)}`,
  archive: () => '/arxiu',
  edition: (number: number | string) => `/edicio/${segment(String(number))}`,
  editionPdf: (number: number | string) => `/edicio/${segment(String(number))}/pdf`,
  authors: () => '/autors',
  author: (slug: string) => `/autor/${segment(slug)}`,
  /** `/cerca`, or the results of a query (trimmed). */
  search: (query?: string) => (query === undefined ? '/cerca' : `/cerca?q=${segment(query.trim())}`),
  /** `/cerca` with the whole state of the results page (URLSearchParams, or anything that prints as a query). */
  searchWith: (params: { toString(): string }) => {
    const query = params.toString();
    return query ? `/cerca?${query}` : '/cerca';
  },
  searchDashboard: () => '/admin-dashboard-2024',
  connectionsDashboard: () => '/admin-connections-2024',
  /** The staff workspace, with the action it runs on arrival (the desktop menu's commands). */
  workspace: (action?: WorkspaceAction) => (action ? `/redaccio?accio=${action}` : '/redaccio'),
  /** The desk (issue 20): 'Nova edició', a draft edition's form and order, 'Nou article' in it, an article's editor. */
  deskNewEdition: () => '/redaccio/nova-edicio',
  deskEdition: (number: number | string) => `/redaccio/edicio/${segment(String(number))}`,
  deskNewArticle: (number: number | string) => `/redaccio/edicio/${segment(String(number))}/nou-article`,
  deskArticle: (id: string) => `/redaccio/article/${segment(id)}`,
  /** The desk's authors: every author (deactivated too), 'Nou autor', an author's profile form. */
  deskAuthors: () => '/redaccio/autors',
  deskNewAuthor: () => '/redaccio/nou-autor',
  deskAuthor: (id: string) => `/redaccio/autor/${segment(id)}`,
  /** The desk's media library ('Mediateca'): upload, describe, replace and delete images and videos. */
  deskMedia: () => '/redaccio/mediateca',
  /** The newsroom (issue 27): the people screen of administrators, and each person's own sessions. */
  deskPeople: () => '/redaccio/persones',
  deskSessions: () => '/redaccio/sessions',
  /** A one-time link's page (issue 27): an invitation to join, a password reset. */
  deskInvitation: (token: string) => `/redaccio/invitacio/${segment(token)}`,
  deskPasswordReset: (token: string) => `/redaccio/contrasenya/${segment(token)}`,
  /** The record ('Registre', issue 27): who did what, when; administrators only. */
  deskRecord: () => '/redaccio/registre',
  /** The calendar of editions (issue 28): past and coming, month by month; editors schedule from it. */
  deskCalendar: () => '/redaccio/calendari',
  /** The kiosk, at its start or at one of its screens (a reader path, e.g. `paths.edition(4)`). */
  kiosk: (inner = '/') => (inner === '/' ? KIOSK_BASE_PATH : `${KIOSK_BASE_PATH}${inner}`),
} as const;
