/**
 * A pull quote (the 'paragraph2' block) as the page and the print edition show it: between Catalan
 * guillemets, unless its text already has quotation marks of its own (an interview's quote is
 * often stored as «…»), which once drew them twice on the page. One rule for the site and the PDF.
 */
import { htmlToPlainLine } from './html.js';

const OPENING = /^[«"“„‘'‹]/;
const CLOSING = /[»"”“’'›][.,;:!?…]*$/;

/** The quote's inline HTML with its guillemets, or as it is when it brings its own marks. */
export function quotedPullQuote(html: string): string {
  const text = htmlToPlainLine(html).trim();
  return OPENING.test(text) && CLOSING.test(text) ? html : `«${html}»`;
}
