/**
 * What the link field makes of a typed address (issue 26): `www.exemple.cat` becomes
 * `https://www.exemple.cat`, `nom@exemple.cat` a mailto: link, a page of the site (`/arxiu`) stays
 * as it is; anything the site's sanitiser would drop (another scheme) or that is no address is
 * refused with a reason, in Catalan.
 */
export type LinkAddress = { ok: true; href: string } | { ok: false; reason: string };

const EMAIL = /^[^@\s/:]+@[^@\s/:]+\.[a-z]{2,}$/i;
/** A scheme written out (`https:`, `javascript:`); not a host with its port (`exemple.cat:8080`), which has a dot. */
const SCHEME = /^([a-z][a-z0-9+-]*):/i;

const refuse = (reason: string): LinkAddress => ({ ok: false, reason });

export function linkAddress(typed: string): LinkAddress {
  const text = typed.trim();
  if (!text) return refuse('Escriu l’adreça de l’enllaç.');
  if (/\s/.test(text)) return refuse('Una adreça no pot tenir espais.');
  if (text.startsWith('/') && !text.startsWith('//')) return { ok: true, href: text };
  // An address without its scheme, written the way some sites print it.
  if (text.startsWith('//')) return linkAddress(`https:${text}`);
  if (EMAIL.test(text)) return { ok: true, href: `mailto:${text}` };
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme === 'mailto') return EMAIL.test(text.slice('mailto:'.length)) ? { ok: true, href: text } : refuse('Després de «mailto:» hi ha d’anar una adreça de correu, com nom@exemple.cat.');
  if (scheme && scheme !== 'http' && scheme !== 'https') return refuse('Només s’admeten adreces web (https://…) i de correu.');
  const href = scheme ? text : `https://${text}`;
  let host: string;
  try {
    host = new URL(href).hostname;
  } catch {
    return refuse('No és una adreça vàlida: escriu-la com www.exemple.cat o https://www.exemple.cat.');
  }
  if (!/\.[a-z0-9-]{2,}$/i.test(host) || host.startsWith('.')) return refuse('Falta el domini de l’adreça, com a www.exemple.cat.');
  return { ok: true, href };
}
