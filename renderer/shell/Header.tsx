/**
 * The magazine's masthead (spec §2 "Chrome"): burger, logo, Cercar, the section links and
 * 'Edicions anteriors'. It slides away while the reader scrolls down and returns on the way up
 * (on staff screens it scrolls away with the page).
 */
import { Suspense, lazy, useCallback, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { MAGAZINE } from '../../common/constants.js';
import { paths } from '../../common/routes/index.js';
import { useScrollDirection } from '../hooks/useScrollDirection.js';
import styles from './Header.module.css';
import { MenuIcon, SearchIcon } from '../components/Icons.js';
import { Logo } from '../components/Logo.js';
import { ARCHIVE_LINK, FOOTER_NAV_ID, HEADER_LINKS } from '../components/navigation.js';
import { SideMenu } from '../components/SideMenu.js';

const SearchOverlay = lazy(() => import('../features/search/SearchOverlay'));

const SIDE_MENU_ID = 'menu-lateral';

/**
 * A control drawn as a link, so it leads somewhere before the app's code runs (or without it),
 * that acts as a button once hydrated: a plain click or Space does `act` instead of following it;
 * a click meant for a new tab or window still follows it.
 */
function linkButton(act: () => void) {
  return {
    role: 'button',
    onClick: (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      act();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      act();
    },
  } as const;
}

/** `staff`: a staff screen, which keeps its own bar stuck at the top (the desk's 'Desa' and history). */
export function Header({ staff }: { staff: boolean }) {
  const direction = useScrollDirection();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // The overlay's code is fetched on the first open only, keeping it out of the first load.
  const [searchRequested, setSearchRequested] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const closeSearch = useCallback(() => setSearchOpen(false), []);

  const hidden = direction === 'down' && !menuOpen && !searchOpen;
  // On a staff screen the masthead scrolls away with the page and never slides back over its bar.

  return (
    <>
      <header className={styles.header} data-hidden={hidden ? 'true' : 'false'} data-staff={staff ? 'true' : undefined}>
        <div className={styles.bar}>
          {/* Before hydration boot.js keeps the click for the menu (data-replay-click); without JavaScript it leads to the footer's list. */}
          <a
            href={`#${FOOTER_NAV_ID}`}
            className={styles.iconButton}
            aria-label="Obrir el menú"
            aria-expanded={menuOpen}
            aria-controls={SIDE_MENU_ID}
            data-replay-click=""
            {...linkButton(() => setMenuOpen(true))}
          >
            <MenuIcon />
            <span className={styles.buttonText}>Menú</span>
          </a>
          <Link to={paths.home()} className={styles.brand} aria-label={`${MAGAZINE.name}, pàgina d'inici`}>
            <Logo size={34} />
          </Link>
          {/* Before hydration, or without JavaScript, the search page. */}
          <a
            href={paths.search()}
            className={styles.iconButton}
            aria-haspopup="dialog"
            {...linkButton(() => {
              setSearchRequested(true);
              setSearchOpen(true);
            })}
          >
            <SearchIcon />
            <span className={styles.buttonText}>Cercar</span>
          </a>
        </div>
        <nav className={styles.nav} aria-label="Navegació principal">
          <ul className={styles.navList}>
            {HEADER_LINKS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home()} className={styles.navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <NavLink to={ARCHIVE_LINK.to} className={styles.archiveButton}>
            {ARCHIVE_LINK.label}
          </NavLink>
        </nav>
      </header>
      <SideMenu id={SIDE_MENU_ID} open={menuOpen} onClose={closeMenu} />
      {searchRequested && (
        <Suspense fallback={null}>
          <SearchOverlay open={searchOpen} onClose={closeSearch} />
        </Suspense>
      )}
    </>
  );
}
