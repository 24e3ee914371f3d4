/* global document, window */
// Starts the app's code on a page the server drew (issue 19). The page is already there, so its
// code waits until the first screen is painted and complete (its fonts and its largest image in)
// instead of competing with them for a phone's bandwidth and main thread; the load event starts
// it too, should that come first (still after the first contentful paint). The CSP allows no inline script, hence this small
// file; `data-code` names the entry first, then the modules it and the screen import.
(() => {
  const code = document.currentScript?.dataset.code?.split(' ').filter(Boolean) ?? [];
  const [entry, ...imports] = code;
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
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
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
  Promise.all([painted, document.fonts.ready, loaded(document.querySelector('img[fetchpriority="high"]'))]).then(start);
  if (document.readyState === 'complete') painted.then(start);
  else window.addEventListener('load', () => painted.then(start), { once: true });
})();
