/**
 * The magazine's faces in before the first layout of a page the browser draws: a staff screen (and
 * the desktop app's window, which shows the desk) and the kiosk. Their rules say
 * `font-display: optional` (renderer/styles/fonts.css): a face not there within ~100 ms of the
 * first text that asks for it is left out for the life of the page. The kiosk is switched on once
 * at an event and the desktop app's window opened once a day, neither reloaded, so a busy first
 * start showed the system's faces all day. The server names the files in the page
 * (server/web/manifestAssets.ts), so this mostly waits for files already on the way; should they
 * not come, the page is drawn anyway after `waitMs`. Waited for where those pages are first
 * rendered (renderer/main.tsx).
 */
const FACES = ['400 1em Inter', '600 1em Inter', '400 1em "Source Serif 4"', '600 1em "Source Serif 4"', 'italic 400 1em "Source Serif 4"'];

export function facesReady(waitMs = 3_000): Promise<void> {
  const loaded = Promise.all(FACES.map((face) => document.fonts.load(face))).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
