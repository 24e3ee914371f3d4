/**
 * The shell's own local pages, shown when the bundled server is not there to serve the app: the
 * staff error window and the kiosk's calm 'Tornem de seguida'. Plain HTML with no script (the
 * windows that show them run with JavaScript off); the error window's two choices are links to
 * addresses under the reserved .invalid domain, caught by the window before any request.
 */
import { escapeHtml } from '../common/html.js';

export const ERROR_ACTIONS = {
  retry: 'https://revista.invalid/torna-ho-a-provar',
  quit: 'https://revista.invalid/surt',
} as const;

export type ErrorChoice = keyof typeof ERROR_ACTIONS;

export function errorChoiceOf(url: string): ErrorChoice | null {
  if (url === ERROR_ACTIONS.retry) return 'retry';
  if (url === ERROR_ACTIONS.quit) return 'quit';
  return null;
}

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f6f1e7; color: #1d1b18;
    font: 18px/1.55 'Source Serif 4', 'Iowan Old Style', Georgia, serif; }
  main { max-width: 34rem; padding: 3rem 2rem; border-top: 3px solid #1d1b18; }
  .kicker { font: 600 0.75rem/1 Inter, system-ui, sans-serif; letter-spacing: 0.14em; text-transform: uppercase; color: #9b3b25; margin: 1.5rem 0 0.75rem; }
  h1 { font-size: 2.25rem; line-height: 1.15; margin: 0 0 1rem; font-weight: 600; }
  p { margin: 0 0 1rem; color: #3f3a33; }
  pre { white-space: pre-wrap; font: 0.85rem/1.5 ui-monospace, Menlo, Consolas, monospace; background: #fbf8f2; border: 1px solid #dcd2c0; padding: 0.75rem 1rem; color: #3f3a33; }
  nav { display: flex; gap: 0.75rem; margin-top: 2rem; }
  a { font: 600 1rem/1 Inter, system-ui, sans-serif; padding: 0.9rem 1.4rem; border-radius: 2px; text-decoration: none; border: 1px solid #1d1b18; color: #1d1b18; }
  a.primary { background: #1d1b18; color: #f6f1e7; }
  a:focus-visible { outline: 3px solid #1f5f8b; outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ca"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">` +
    `<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function errorPageHtml(reason: string): string {
  return page(
    'Revista Estany no s’ha pogut iniciar',
    `<p class="kicker">Revista Estany</p>` +
      `<h1>El servidor local no funciona</h1>` +
      `<p>L’aplicació necessita el seu servidor local per mostrar la revista, i no s’ha pogut iniciar o s’ha aturat massa vegades seguides. ` +
      `Les dades desades no s’han perdut.</p>` +
      `<p>Motiu:</p><pre>${escapeHtml(reason)}</pre>` +
      `<nav><a class="primary" href="${ERROR_ACTIONS.retry}">Torna-ho a provar</a><a href="${ERROR_ACTIONS.quit}">Surt</a></nav>`,
  );
}

export function calmPageHtml(): string {
  return page(
    'Tornem de seguida',
    `<p class="kicker">Revista Estany</p><h1>Tornem de seguida</h1>` +
      `<p>La pantalla s’està posant a punt. Tornarà sola d’aquí a un moment.</p>`,
  );
}

export function dataUrl(html: string): string {
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}
