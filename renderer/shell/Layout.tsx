/**
 * The frame around every route: skip link, header, side menu, <main id="contingut">, footer.
 * The print view of an edition (/edicio/{n}/pdf) shows the page alone (spec §2).
 */
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../components/Footer.js';
import { KioskModeContext } from '../components/kioskMode.js';
import { Header } from './Header.js';
import { usePathMatch } from './pathMatch.js';
import { usePageViews } from '../features/tracking/usePageViews.js';
import styles from './Layout.module.css';

const MAIN_ID = 'contingut';

export function Layout() {
  const { pathname } = useLocation();
  const { pathClass } = usePathMatch();
  const isPdfView = pathClass === 'print';
  usePageViews();

  // Every path change starts at the top of the page (spec §2). The first path is the page the
  // browser loaded: a reader may have scrolled it before the code hydrated it, so it stays put.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className={styles.shell}>
      {!isPdfView && (
        <a className="skip-link" href={`#${MAIN_ID}`}>
          Salta al contingut
        </a>
      )}
      {!isPdfView && <Header staff={pathClass === 'staff'} />}
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        {/* Not the kiosk: said here so that the context's module comes with the first bundle, not as a file of its own for each reader route. */}
        <KioskModeContext.Provider value={null}>
          <Outlet />
        </KioskModeContext.Provider>
      </main>
      {!isPdfView && <Footer />}
    </div>
  );
}
