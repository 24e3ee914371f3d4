import type { CSSProperties, ElementType } from 'react';
import { useKioskMode } from './kioskMode.js';
import { withNewTabNotes } from './NewTabNote.js';

/**
 * Renders HTML that the server sanitised when it was written (titles, summaries, body content).
 * Nothing else may reach dangerouslySetInnerHTML. Its links that open a new tab say so to a screen
 * reader (in the kiosk: that they show a QR code), as the interface's own links do.
 */
export function SafeHtml({
  html,
  as = 'span',
  className,
  style,
}: {
  html: string;
  as?: ElementType;
  className?: string;
  style?: CSSProperties;
}) {
  const Tag = as;
  const kiosk = useKioskMode() !== null;
  return <Tag className={className} style={style} dangerouslySetInnerHTML={{ __html: withNewTabNotes(html, kiosk) }} />;
}
