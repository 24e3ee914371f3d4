/* global document, window */
// Starts the app's code on a page the server drew (issue 19). The page is already there, so its
// code waits until the first screen is complete (its fonts and its largest image in) and painted,
// instead of competing with them for a phone's bandwidth and main thread; the load event starts
// it too, should that come first (still after a paint). The CSP allows no inline script, hence this small
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
  // The frame after the next one: the first has been shown by then (a hidden tab waits until it is shown).
  const afterPaint = () => window.requestAnimationFrame(() => window.requestAnimationFrame(start));
  Promise.all([document.fonts.ready, loaded(document.querySelector('img[fetchpriority="high"]'))]).then(afterPaint);
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
