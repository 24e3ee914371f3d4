/**
 * Whether a site address may be printed (docs/decisions/0007-pdf-addresses-are-the-public-site.md: "every address printed in a PDF or a QR
 * code is the public site's, wherever the PDF is made"). A staff copy with no public site
 * configured, or a server left at the default PUBLIC_URL, knows only an address of this machine
 * or its network (localhost, 127.x, 10.x, 192.168.x, …): on paper that is a dead QR code. Such an
 * address is not printed at all; the workspace tells staff how to give the public one.
 */

const LOCAL_NAMES = /^(localhost|.*\.localhost|.*\.local|.*\.internal)$/i;

function privateIpv4(host: string): boolean {
  const parts = host.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return false;
  const [a, b] = parts as [number, number, number, number];
  return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
}

function privateIpv6(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (!h.includes(':')) return false;
  return h === '::' || h === '::1' || /^f[cd][0-9a-f]{2}:/.test(h) || /^fe[89ab][0-9a-f]:/.test(h) || /^::ffff:(127|10|192\.168)\./.test(h);
}

/** The address, without its trailing slash, if readers elsewhere can reach it; otherwise null. */
export function printableSiteUrl(siteUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname;
  if (host.startsWith('[')) return privateIpv6(host) ? null : siteUrl.replace(/\/$/, '');
  // A name of one label (http://revista:3000) is an intranet's too.
  if (LOCAL_NAMES.test(host) || privateIpv4(host) || !host.includes('.')) return null;
  return siteUrl.replace(/\/$/, '');
}
