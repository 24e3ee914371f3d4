/** The chrome's link lists (spec §2 "Chrome"), in the order the spec gives them. */
import { SECTION_KEYS, SECTION_NAMES } from '../../common/sections.js';

export interface NavItem {
  label: string;
  to: string;
}

const SECTION_ITEMS: NavItem[] = SECTION_KEYS.map((key) => ({ label: SECTION_NAMES[key], to: `/${key}` }));

/** Header links as the spec lists them; 'Edicions anteriors' is the separate button beside them. */
export const HEADER_LINKS: NavItem[] = [
  { label: 'La Revista', to: '/' },
  { label: 'Autors', to: '/autors' },
  { label: 'Articles', to: '/articles' },
  { label: 'Creació', to: '/creacio' },
  { label: 'Entrevistes', to: '/entrevistes' },
  { label: 'Llibres', to: '/llibres' },
  { label: 'Llocs', to: '/llocs' },
  { label: 'Recomanacions', to: '/recomanacions' },
];

export const ARCHIVE_LINK: NavItem = { label: 'Edicions anteriors', to: '/arxiu' };

export const SIDE_MENU_LINKS: NavItem[] = [
  { label: 'La revista', to: '/' },
  ...SECTION_ITEMS,
  ARCHIVE_LINK,
  { label: 'Autors', to: '/autors' },
];

export const SECTION_LINKS: NavItem[] = SECTION_ITEMS;

/**
 * Whether a menu entry is the current page: home only on '/', others on their path and below it
 * ('/autors' is not current on '/autor/x', which is another route).
 */
export function isCurrentPath(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (to === '/') return path === '/';
  return path === to || path.startsWith(`${to}/`);
}
