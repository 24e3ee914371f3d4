/**
 * The screen-reader note of a link that opens a new tab. Marked, so that the kiosk (where no link
 * opens a tab: it shows the address as a QR code) can leave it out of the link's words.
 */
const NOTE_ATTRIBUTE = 'data-new-tab-note';

export function NewTabNote() {
  return (
    <span className="visually-hidden" {...{ [NOTE_ATTRIBUTE]: '' }}>
      {' '}
      (s’obre en una pestanya nova)
    </span>
  );
}

/** A link's words without its new-tab note (the kiosk's address dialog titles itself with them). */
export function linkWords(link: Element): string {
  const copy = link.cloneNode(true) as Element;
  for (const note of copy.querySelectorAll(`[${NOTE_ATTRIBUTE}]`)) note.remove();
  return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
