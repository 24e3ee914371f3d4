/**
 * The magazine's faces on every visit after the first (issue 19). A first visit is drawn in the
 * system's faces: the web fonts, fetched before the page's largest element, were most of what a
 * phone downloaded before it (four to six faces, ~100 KB). Once the page has loaded, the boot
 * script (renderer/public/boot.js) puts the faces in the browser's cache and sets this cookie; the
 * next pages carry the @font-face rules and are drawn in the magazine's faces from their first paint.
 * The cookie says only that; it identifies no one and counts nothing.
 */
const FONTS_COOKIE = 'fonts';
const FONTS_PAIR = `${FONTS_COOKIE}=1`;

/** Whether the reader's browser holds the faces (the cookie among any others). */
export function hasFontsCookie(header: string | undefined): boolean {
  return header !== undefined && header.split(';').some((part) => part.trim() === FONTS_PAIR);
}

/**
 * The cookies of a request as the lean path sees them: none, only the fonts one (still an
 * anonymous reader), or others (a session, perhaps: Express decides).
 */
export function readerCookies(header: string | undefined): 'none' | 'fonts' | 'other' {
  if (header === undefined || header.trim() === '') return 'none';
  return header.split(';').every((part) => part.trim() === FONTS_PAIR) ? 'fonts' : 'other';
}
