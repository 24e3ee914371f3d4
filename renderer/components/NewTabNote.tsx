import { useKioskMode } from './kioskMode.js';

/**
 * The screen-reader note of a link that opens a new tab. In the kiosk no link opens a tab: it
 * shows the address as a QR code (its 'Continua al mòbil' dialog), and the note says so instead.
 * Marked, so that the kiosk's dialog can leave it out of the link's words it titles itself with.
 */
const NOTE_ATTRIBUTE = 'data-new-tab-note';

const NEW_TAB_NOTE = '(s’obre en una pestanya nova)';
const KIOSK_QR_NOTE = '(mostra un codi QR per continuar al mòbil)';

const noteText = (kiosk: boolean) => (kiosk ? KIOSK_QR_NOTE : NEW_TAB_NOTE);

export function NewTabNote() {
  const kiosk = useKioskMode() !== null;
  return (
    <span className="visually-hidden" {...{ [NOTE_ATTRIBUTE]: '' }}>
      {' '}
      {noteText(kiosk)}
    </span>
  );
}

/** A link the server's sanitiser sent to a new tab (every http(s) link of stored HTML). */
const NEW_TAB_LINK = /(<a\s[^>]*\btarget="_blank"[^>]*>)([\s\S]*?)(<\/a>)/g;

/**
 * Stored HTML (an article's paragraphs, a summary, a biography) with the same note at the end of
 * each link that opens a new tab, as NewTabNote gives a link of the interface. The HTML is the
 * sanitiser's own writing (server/content/sanitize.ts): attributes in double quotes, no link
 * inside a link, so a pattern reads it exactly.
 */
export function withNewTabNotes(html: string, kiosk: boolean): string {
  if (!html.includes('_blank')) return html;
  const note = `<span class="visually-hidden" ${NOTE_ATTRIBUTE}=""> ${noteText(kiosk)}</span>`;
  return html.replace(NEW_TAB_LINK, (_whole, open: string, words: string, close: string) => `${open}${words}${note}${close}`);
}

/** A link's words without its new-tab note (the kiosk's address dialog titles itself with them). */
export function linkWords(link: Element): string {
  const copy = link.cloneNode(true) as Element;
  for (const note of copy.querySelectorAll(`[${NOTE_ATTRIBUTE}]`)) note.remove();
  return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
