/**
 * The kiosk's frame (issue 13): its masthead with 'Inici' on every screen, the reused reader
 * pages, and what makes a touch screen at an event safe to leave alone: the attract loop, the
 * reset between visitors, QR codes instead of links out, the on-screen keyboard and the hidden
 * staff exit of the desktop kiosk, and the calm recovery screen when the server is away.
 */
import { isCancelledError, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Component, Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { KIOSK, KIOSK_KEYBOARD_PARAM, visitorKey } from '../../../common/kiosk.js';
import { paths } from '../../../common/routes/index.js';
import { ApiError } from '../../api/apiError.js';
import { issueKeys } from '../../api/issues.js';
import { Footer } from '../../components/Footer.js';
import { KioskModeContext, type KioskMode } from '../../components/kioskMode.js';
import { Logo } from '../../components/Logo.js';
import { SearchIcon } from '../../components/Icons.js';
import { Loading } from '../../components/StateViews.js';
import { startKioskVisitor } from '../../features/tracking/beacon.js';
import { usePageViews } from '../../features/tracking/usePageViews.js';
import { useFocusTrap } from '../../hooks/useFocusTrap.js';
import { desktopBridge } from '../../platform/desktop.js';
import { AddressQr } from './AddressQr.js';
import { ArticleFrame } from './ArticleFrame.js';
import { Attract } from './Attract.js';
import { OnScreenKeyboard } from './OnScreenKeyboard.js';
import { PinPad } from './PinPad.js';
import { Recovery } from './Recovery.js';
import { ArrowKeysFree, useEditionKeys } from './useArrowKeys.js';
import { useIdle } from './useIdle.js';
import { useKioskGuards } from './useKioskGuards.js';
import styles from './Kiosk.module.css';
import './kiosk.css';

const SearchOverlay = lazy(() => import('../../features/search/SearchOverlay'));

const MODE: KioskMode = { AddressQr, ArticleFrame };

function newVisitor(): void {
  startKioskVisitor(visitorKey(crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * Forgets the visitor who has gone: local and session storage (search history, the swipe-hint
 * flag, anything a page kept) and every cached answer except the latest edition, which the
 * attract loop and the start screen show to everyone. The next views count as a new visitor.
 */
function forgetVisitor(queryClient: QueryClient): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      storage.clear();
    } catch {
      // Storage blocked by policy: nothing was kept there either.
    }
  }
  const keep = JSON.stringify(issueKeys.latest);
  queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== keep });
  newVisitor();
}

/** Whether a failed request means the server is away (network, 5xx), rather than a missing page. */
function serverAway(error: unknown): boolean {
  if (isCancelledError(error) || (error instanceof DOMException && error.name === 'AbortError')) return false;
  return !(error instanceof ApiError) || error.status >= 500;
}

/** A screen whose code cannot be fetched (the server is away) shows the recovery screen too. */
class ChunkBoundary extends Component<{ onFail: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFail();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function AddressDialog({ url, label, onClose }: { url: string; label: string; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, { onEscape: onClose });
  return (
    <div className={styles.modalBackdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={ref} className={styles.addressDialog} role="dialog" aria-modal="true" aria-label="Continua al mòbil" data-testid="address-dialog">
        <AddressQr url={url} title={label} />
        <button type="button" className={styles.modalClose} onClick={onClose}>
          Tanca
        </button>
      </div>
    </div>
  );
}

function Masthead({ onSearch, onLongPress }: { onSearch: () => void; onLongPress: (() => void) | null }) {
  const timer = useRef<number | undefined>(undefined);
  const cancel = () => window.clearTimeout(timer.current);
  useEffect(() => cancel, []);
  // The staff exit hides in a 5 s press on the name; in a plain browser there is nothing to press.
  const press = onLongPress
    ? {
        onPointerDown: () => {
          cancel();
          timer.current = window.setTimeout(onLongPress, KIOSK.longPressMs);
        },
        onPointerUp: cancel,
        onPointerLeave: cancel,
        onPointerCancel: cancel,
      }
    : {};
  return (
    <header className={styles.masthead}>
      <div className={styles.brand} data-testid="kiosk-masthead" {...press}>
        <Logo size={64} />
      </div>
      <nav className={styles.nav} aria-label="Quiosc">
        <NavLink to={paths.home()} end className={styles.navLink}>
          Inici
        </NavLink>
        <NavLink to={paths.archive()} className={styles.navLink}>
          Edicions
        </NavLink>
        <NavLink to={paths.authors()} className={styles.navLink}>
          Autors
        </NavLink>
        <button type="button" className={`${styles.navLink} ${styles.searchButton}`} aria-haspopup="dialog" onClick={onSearch}>
          <SearchIcon />
          Cercar
        </button>
      </nav>
    </header>
  );
}

export function KioskLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const bridge = desktopBridge();
  const desktopKiosk = bridge?.kiosk === true;
  // A touch screen with no keyboard of its own (Chromium's kiosk on Linux) is started at
  // /quiosc?teclat: its own keyboard then opens as the desktop kiosk's does, for the whole run
  // (the reset between visitors leaves the address but not this).
  const [startAddress] = useSearchParams();
  const [keyboardAsked] = useState(() => startAddress.has(KIOSK_KEYBOARD_PARAM));
  const ownKeyboard = desktopKiosk || keyboardAsked;
  const [visit, setVisit] = useState(0);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchRequested, setSearchRequested] = useState(false);
  const [address, setAddress] = useState<{ url: string; label: string } | null>(null);
  const [pinOpen, setPinOpen] = useState(false);
  const [attract, setAttract] = useState(false);
  const [away, setAway] = useState(false);
  const [typingInto, setTypingInto] = useState<HTMLInputElement | null>(null);

  const { pathname } = useLocation();
  usePageViews();
  useEffect(newVisitor, []);

  // Every screen starts at its top, as in the reader.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useKioskGuards({
    onExternal: (url, label) => setAddress({ url, label }),
    onInside: (path) => void navigate(path),
  });

  // The visitor at the screen is gone once the attract loop starts: the next touch, or the 90 s
  // reset if none comes first, starts the next one (once: waking a loop already reset starts no other).
  const visitorGone = useRef(false);
  const startNextVisitor = useCallback(() => {
    if (!visitorGone.current) return;
    visitorGone.current = false;
    setSearchOpen(false);
    setAddress(null);
    setPinOpen(false);
    setTypingInto(null);
    // A new key remounts every screen: no open panel, tab or scroll position survives.
    setVisit((n) => n + 1);
    void navigate(paths.home(), { replace: true });
  }, [navigate]);

  // Once the reset has taken the last visitor's screens down (so none of them writes again), their
  // traces are wiped; and as a closing dialog gives focus back (which scrolls), the next visitor
  // starts at the top with nothing focused.
  useEffect(() => {
    if (visit === 0) return;
    forgetVisitor(queryClient);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  }, [visit, queryClient]);

  useIdle({
    onAttract: () => {
      visitorGone.current = true;
      setAttract(true);
    },
    onReset: startNextVisitor,
  });

  const keysFree = !attract && !searchOpen && !address && !pinOpen;
  useEditionKeys(keysFree);

  // Requests that fail because the server is away turn the screen to 'Tornem de seguida'.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && serverAway(event.action.error)) setAway(true);
      }),
    [queryClient],
  );
  const back = useCallback(() => {
    setAway(false);
    void queryClient.resetQueries();
  }, [queryClient]);

  // The desktop kiosk may have no keyboard (nor a screen started with ?teclat): one opens under a focused search field.
  useEffect(() => {
    if (!ownKeyboard) return;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'search') setTypingInto(event.target);
    };
    const onFocusOut = () => setTypingInto(null);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [ownKeyboard]);

  useEffect(() => {
    if (!typingInto) return;
    document.documentElement.dataset.kioskTyping = '';
    return () => {
      delete document.documentElement.dataset.kioskTyping;
    };
  }, [typingInto]);

  const closeSearch = useCallback(() => setSearchOpen(false), []);

  return (
    <KioskModeContext.Provider value={MODE}>
      <div className={styles.kiosk}>
        <Masthead
          onSearch={() => {
            setSearchRequested(true);
            setSearchOpen(true);
          }}
          onLongPress={desktopKiosk ? () => setPinOpen(true) : null}
        />
        <main id="contingut" className={styles.main} tabIndex={-1} key={visit}>
          {away ? (
            <Recovery onBack={back} />
          ) : (
            <ChunkBoundary onFail={() => setAway(true)}>
              <Suspense fallback={<Loading />}>
                <ArrowKeysFree.Provider value={keysFree}>
                  <Outlet />
                </ArrowKeysFree.Provider>
              </Suspense>
            </ChunkBoundary>
          )}
        </main>
        <Footer />
      </div>
      {searchRequested && (
        <Suspense fallback={null}>
          <SearchOverlay key={visit} open={searchOpen} onClose={closeSearch} />
        </Suspense>
      )}
      {typingInto && <OnScreenKeyboard input={typingInto} />}
      {address && <AddressDialog url={address.url} label={address.label} onClose={() => setAddress(null)} />}
      {pinOpen && <PinPad onClose={() => setPinOpen(false)} />}
      {attract && (
        <Attract
          onWake={() => {
            setAttract(false);
            startNextVisitor();
          }}
        />
      )}
    </KioskModeContext.Provider>
  );
}
