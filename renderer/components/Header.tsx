/**
 * The magazine's masthead (spec §2 "Chrome"): burger, logo, Cercar, the section links and
 * 'Edicions anteriors'. It slides away while the reader scrolls down and returns on the way up.
 */
import { Suspense, lazy, useCallback, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { MAGAZINE } from '../../common/constants.js';
import { paths } from '../../common/routes/index.js';
import { useScrollDirection } from '../hooks/useScrollDirection.js';
import styles from './Header.module.css';
import { MenuIcon, SearchIcon } from './Icons.js';
import { Logo } from './Logo.js';
import { ARCHIVE_LINK, HEADER_LINKS } from './navigation.js';
import { SideMenu } from './SideMenu.js';

const SearchOverlay = lazy(() => import('../features/search/SearchOverlay'));

export const SIDE_MENU_ID = 'menu-lateral';

export function Header() {
  const direction = useScrollDirection();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // The overlay's code is fetched on the first open only, keeping it out of the first load.
  const [searchRequested, setSearchRequested] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const closeSearch = useCallback(() => setSearchOpen(false), []);

  const hidden = direction === 'down' && !menuOpen && !searchOpen;

  return (
    <>
      <header className={styles.header} data-hidden={hidden ? 'true' : 'false'}>
        <div className={styles.bar}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Obrir el menú"
            aria-expanded={menuOpen}
            aria-controls={SIDE_MENU_ID}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
            <span className={styles.buttonText}>Menú</span>
          </button>
          <Link to={paths.home()} className={styles.brand} aria-label={`${MAGAZINE.name}, pàgina d'inici`}>
            <Logo size={34} />
          </Link>
          <button
            type="button"
            className={styles.iconButton}
            aria-haspopup="dialog"
            onClick={() => {
              setSearchRequested(true);
              setSearchOpen(true);
            }}
          >
            <SearchIcon />
            <span className={styles.buttonText}>Cercar</span>
          </button>
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
