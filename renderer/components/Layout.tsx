/**
 * The frame around every route: skip link, header, side menu, <main id="contingut">, footer.
 * The print view of an edition (/edicio/{n}/pdf) shows the page alone (spec §2).
 */
import { createContext, useContext, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import type { Article } from '../../common/types.js';
import { classifyPath } from '../../common/routes/index.js';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { usePageViews } from '../features/tracking/usePageViews.js';
import styles from './Layout.module.css';

const MAIN_ID = 'contingut';

/**
 * The kiosk mode as the reader pages see it: null in this frame, set by the kiosk's frame
 * (renderer/pages/kiosk) around the reader pages it reuses. What differs is handed over as
 * components, so no reader chunk carries kiosk code; the context itself sits here, in the first
 * bundle, so no reader route fetches it as a file of its own.
 */
export interface KioskMode {
  /** An address of the open web shown as a QR code for the visitor's phone, never a link or frame. */
  AddressQr: ComponentType<{ url: string; title: string }>;
  /** Around an article: the way to its neighbours in the edition (swipe and two large buttons). */
  ArticleFrame: ComponentType<{ article: Article; children: ReactNode }>;
}

export const KioskModeContext = createContext<KioskMode | null>(null);

export function useKioskMode(): KioskMode | null {
  return useContext(KioskModeContext);
}

export function Layout() {
  const { pathname } = useLocation();
  const isPdfView = classifyPath(pathname) === 'print';
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
      {!isPdfView && <Header />}
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {!isPdfView && <Footer />}
    </div>
  );
}
