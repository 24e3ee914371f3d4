/* global document, window */
// Starts the app's code on a page the server drew (issue 19): the page is already there, so its
// code waits for the load event (the page painted, its first images and fonts arrived) instead
// of competing with them for a phone's bandwidth and main thread. The CSP allows no inline
// script, hence this small file; `data-code` names the entry first, then the modules it and the
// screen import.
(() => {
  const code = document.currentScript?.dataset.code?.split(' ').filter(Boolean) ?? [];
  const [entry, ...imports] = code;
  if (!entry) return;
  const start = () => {
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
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
