/**
 * The frame around every route: skip link, header, side menu, <main id="contingut">, footer.
 * The print view of an edition (/edicio/{n}/pdf) shows the page alone (spec §2).
 */
import { useEffect } from 'react';
import { Outlet, useLocation, useMatch } from 'react-router-dom';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { usePageViews } from '../features/tracking/usePageViews.js';
import styles from './Layout.module.css';

export const MAIN_ID = 'contingut';

export function Layout() {
  const { pathname } = useLocation();
  const isPdfView = useMatch('/edicio/:number/pdf') !== null;
  usePageViews();

  // Every path change starts at the top of the page (spec §2).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className={styles.shell}>
      {!isPdfView && (
        <a className="skip-link" href={`#${MAIN_ID}`}>
          Salta al contingut
        </a>
      )}
      {!isPdfView && <Header />}
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {!isPdfView && <Footer />}
    </div>
  );
}

export default Layout;
