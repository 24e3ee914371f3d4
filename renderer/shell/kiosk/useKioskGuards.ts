import { linkWords } from '../../components/NewTabNote.js';
import { useEffect, useRef } from 'react';
import { kioskTarget } from '../../../common/kiosk.js';
import { isKioskPath } from '../../../common/routes/index.js';

/**
 * What makes a browser page a kiosk nobody can break (issue 13 §2, §5): no zoom (two fingers and
 * ctrl + wheel are refused; the viewport tag stays zoomable, as accessibility checks ask, while
 * kiosk.css's touch-action keeps pinch from the page), no context menu,
 * no dragging things out, no new windows, and every link checked before it is followed: screens
 * of the magazine open inside /quiosc, addresses of the open web become a QR code, the rest
 * (downloads, staff screens, other schemes) is refused. Styles keyed on html[data-kiosk] do the
 * rest (kiosk.css): no selection, no overscroll, no pull-to-refresh, no pinch.
 */
export function useKioskGuards(handlers: { onExternal: (url: string, label: string) => void; onInside: (path: string) => void }): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.kiosk = '';
    // The browser must not put a visitor back where the last one had scrolled.
    window.history.scrollRestoration = 'manual';

    const prevent = (event: Event) => event.preventDefault();
    const onTouchMove = (event: TouchEvent) => {
      // Two fingers would zoom the page.
      if (event.touches.length > 1) event.preventDefault();
    };
    const onWheel = (event: WheelEvent) => {
      // Ctrl + wheel (and a trackpad pinch) would zoom the page.
      if (event.ctrlKey) event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!link) return;
      const target = kioskTarget(link.getAttribute('href') ?? '', window.location.origin);
      if (target.kind === 'inside' && !link.hasAttribute('download')) {
        // Router links already point inside /quiosc and are left to the router; a plain address of
        // the magazine (in an article body, or one opening a new tab) is opened inside the kiosk.
        if (isKioskPath(link.pathname) && link.target !== '_blank') return;
        event.preventDefault();
        ref.current.onInside(target.path);
        return;
      }
      event.preventDefault();
      if (target.kind === 'external') ref.current.onExternal(target.url, linkWords(link) || 'Enllaç');
    };

    document.addEventListener('contextmenu', prevent);
    document.addEventListener('dragstart', prevent);
    document.addEventListener('auxclick', prevent);
    document.addEventListener('touchmove', onTouchMove, { passive: false });
    document.addEventListener('wheel', onWheel, { passive: false });
    // Capture: decided before any handler of the page follows the link.
    document.addEventListener('click', onClick, true);
    const open = window.open;
    window.open = () => null;
    return () => {
      delete root.dataset.kiosk;
      document.removeEventListener('contextmenu', prevent);
      document.removeEventListener('dragstart', prevent);
      document.removeEventListener('auxclick', prevent);
      document.removeEventListener('touchmove', onTouchMove);
      document.removeEventListener('wheel', onWheel);
      document.removeEventListener('click', onClick, true);
      window.open = open;
    };
  }, []);
}
