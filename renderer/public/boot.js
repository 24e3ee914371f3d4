/* global document, window, Element */
// Starts the app's code on a page the server drew (issue 19). The page is already there, so its
// code waits until the first screen is painted and complete (its fonts and its largest image in)
// instead of competing with them for a phone's bandwidth and main thread; the load event starts
// it too, should that come first (still after the first contentful paint). The CSP allows no inline script, hence this small
// file; `data-code` names the entry first, then the modules it and the screen import.
(() => {
  const code = document.currentScript?.dataset.code?.split(' ').filter(Boolean) ?? [];
  const fonts = document.currentScript?.dataset.fonts?.split(' ').filter(Boolean) ?? [];
  const [entry, ...imports] = code;
  cacheFontsForNextVisit(fonts, entry !== undefined);
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of imports) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.append(link);
    }
    wholeStyles().then(() => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.append(script);
    });
  };
  const loaded = (element) =>
    new Promise((resolve) => {
      if (!element || element.complete) resolve();
      element?.addEventListener('load', resolve, { once: true });
      element?.addEventListener('error', resolve, { once: true });
    });
  // The browser's own word that the page has been painted with content (a browser without it goes on).
  const painted = new Promise((resolve) => {
    if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return resolve();
    new window.PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  // Nothing drawn (the root left empty): only the code can draw the page, so it starts now.
  if (!document.getElementById('root')?.hasChildNodes()) start();
  else keepEarlyClicks();
  Promise.all([painted, document.fonts.ready, loaded(document.querySelector('img[fetchpriority="high"]'))]).then(start);
  if (document.readyState === 'complete') painted.then(start);
  else window.addEventListener('load', () => painted.then(start), { once: true });
  // On a page the server drew, links and forms work as plain HTML before the code runs, and go on
  // doing so until the page is live; a control only the code can work (a button of the page's own, or one marked data-replay-click: the
  // menu) would do nothing. Its click is kept instead: the code starts at once, and the click is
  // given again to the same control once the page is live (routes.tsx marks it data-hydrated).
  function keepEarlyClicks() {
    const live = () => document.documentElement.dataset.hydrated === 'true';
    let kept = null;
    const keep = (event) => {
      if (live()) return;
      const control = event.target instanceof Element ? event.target.closest('button[type="button"], [data-replay-click]') : null;
      if (!control) {
        // A link or a form is plain HTML until the page is live: while React hydrates, its
        // listeners are on the root but a router link's navigate does nothing before the commit,
        // and the click would be lost. Kept from them, the browser follows it as it would without code.
        if (event.type === 'submit' || event.target.closest?.('a[href]')) event.stopPropagation();
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      kept = control;
      start();
    };
    document.addEventListener('click', keep, true);
    document.addEventListener('submit', keep, true);
    new window.MutationObserver((_, observer) => {
      if (!live()) return;
      observer.disconnect();
      document.removeEventListener('click', keep, true);
      document.removeEventListener('submit', keep, true);
      if (kept?.isConnected) kept.click();
      kept = null;
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  }
  // The page's inline styles hold only the rules its markup uses (server/web/usedStyles.ts); the
  // code may add classes, so each is made whole again, in its place, before the code starts. A page
  // drawn without the magazine's faces stays without them: their @font-face rules are left out again.
  function wholeStyles() {
    const styles = [...document.querySelectorAll('style[data-href]')];
    return Promise.all(
      styles.map((style) =>
        window
          .fetch(style.dataset.href)
          .then((response) => (response.ok ? response.text() : Promise.reject()))
          .then((css) => {
            style.textContent = /@font-face/.test(style.textContent) ? css : css.replace(/@font-face\s*\{[^}]*\}/g, '');
          })
          .catch(() => {}),
      ),
    );
  }
  // A first visit is drawn in the system's faces (server/http/fontsCookie.ts): once it has loaded
  // and is live (the faces must not hold back the code on a slow connection), the magazine's faces
  // are put in the browser's cache, and the cookie tells the server that the next pages can be
  // drawn in them. Fetched, not applied: this page's text never changes face.
  function cacheFontsForNextVisit(files, hasCode) {
    if (files.length === 0) return;
    const fetchAll = () =>
      Promise.all(files.map((file) => window.fetch(file, { priority: 'low' }).then((response) => (response.ok ? response.arrayBuffer() : Promise.reject()))))
        .then(() => {
          const secure = window.location.protocol === 'https:' ? '; Secure' : '';
          document.cookie = `fonts=1; Max-Age=31536000; Path=/; SameSite=Lax${secure}`;
        })
        .catch(() => {});
    const whenLive = () => {
      if (!hasCode || document.documentElement.dataset.hydrated === 'true') return fetchAll();
      new window.MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        observer.disconnect();
        fetchAll();
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
    };
    window.addEventListener('load', whenLive, { once: true });
  }
})();
