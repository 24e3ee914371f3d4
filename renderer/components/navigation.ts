/** The chrome's link lists (spec §2 "Chrome"), in the order the spec gives them. */
import { SECTION_KEYS, SECTION_NAMES } from '../../common/sections.js';
import { paths } from '../../common/routes/index.js';

interface NavItem {
  label: string;
  to: string;
}

const SECTION_ITEMS: NavItem[] = SECTION_KEYS.map((key) => ({ label: SECTION_NAMES[key], to: paths.section(key) }));

/** Header links as the spec lists them; 'Edicions anteriors' is the separate button beside them. */
export const HEADER_LINKS: NavItem[] = [
  { label: 'La Revista', to: paths.home() },
  { label: 'Autors', to: paths.authors() },
  ...SECTION_ITEMS,
];

export const ARCHIVE_LINK: NavItem = { label: 'Edicions anteriors', to: paths.archive() };

export const SIDE_MENU_LINKS: NavItem[] = [
  { label: 'La revista', to: paths.home() },
  ...SECTION_ITEMS,
  ARCHIVE_LINK,
  { label: 'Autors', to: paths.authors() },
];

export const SECTION_LINKS: NavItem[] = SECTION_ITEMS;

/**
 * Whether a menu entry is the current page: home only on '/', others on their path and below it
 * ('/autors' is not current on '/autor/x', which is another route).
 */
export function isCurrentPath(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (to === paths.home()) return path === paths.home();
  return path === to || path.startsWith(`${to}/`);
}

/** The footer's list of every destination: where the burger leads before the app's code runs. */
export const FOOTER_NAV_ID = 'navegacio-peu';
