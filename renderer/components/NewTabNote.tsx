import { useKioskMode } from './kioskMode.js';

/**
 * The screen-reader note of a link that opens a new tab. In the kiosk no link opens a tab: it
 * shows the address as a QR code (its 'Continua al mòbil' dialog), and the note says so instead.
 * Marked, so that the kiosk's dialog can leave it out of the link's words it titles itself with.
 */
const NOTE_ATTRIBUTE = 'data-new-tab-note';

const NEW_TAB_NOTE = '(s’obre en una pestanya nova)';
const KIOSK_QR_NOTE = '(mostra un codi QR per continuar al mòbil)';

export function NewTabNote() {
  const kiosk = useKioskMode();
  return (
    <span className="visually-hidden" {...{ [NOTE_ATTRIBUTE]: '' }}>
      {' '}
      {kiosk ? KIOSK_QR_NOTE : NEW_TAB_NOTE}
    </span>
  );
}

/** A link's words without its new-tab note (the kiosk's address dialog titles itself with them). */
export function linkWords(link: Element): string {
  const copy = link.cloneNode(true) as Element;
  for (const note of copy.querySelectorAll(`[${NOTE_ATTRIBUTE}]`)) note.remove();
  return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
