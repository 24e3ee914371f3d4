/** XML text and attribute escaping, and dates in the two formats feeds use. */

// Characters XML 1.0 does not allow at all (C0 controls other than tab, LF, CR; lone surrogates; U+FFFE/F).
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function xmlEscape(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date of RSS 2.0. */
export const rfc822 = (date: Date) => date.toUTCString();

/** RFC 3339 date of Atom and sitemaps. */
export const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A date-only ISO string ('2024-01-01') as the start of that day in UTC. */
export function isoDay(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const time = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(time) ? null : new Date(time);
}
