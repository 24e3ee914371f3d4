/** Security headers for every answer, with the Content-Security-Policy of
 * docs/decisions/0006-sanitised-html-and-csp.md. */
import type { RequestHandler } from 'express';
import { robotsOf } from '../../common/robots.js';
import { requestPath } from './requestPath.js';

const DIRECTIVES: Readonly<Record<string, string>> = {
  'default-src': "'self'",
  'script-src': "'self'",
  // Body blocks may carry inline style attributes (spec §3 `styles`).
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'media-src': "'self' blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'frame-src': 'https://www.youtube-nocookie.com https://www.youtube.com blob:',
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'self'",
};

const policy = (directives: Readonly<Record<string, string>>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

const CSP = policy(DIRECTIVES);

/**
 * The API reference's page (server/http/apiReference.ts), drawn by Redoc: the site's policy, with
 * styles only from this site or carrying the page's nonce (styled-components adds <style> elements;
 * no inline style attribute is needed, so none is allowed), and workers from blob: addresses, which
 * only a script already running here can make (Redoc's search index runs in one).
 */
export const referencePagePolicy = (nonce: string): string =>
  policy({ ...DIRECTIVES, 'style-src': `'self' 'nonce-${nonce}'`, 'worker-src': "'self' blob:" });

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The security headers, and X-Robots-Tag on the staff pages and admin answers (common/robots.ts). */
export const securityHeaders: RequestHandler = (req, res, next) => {
  res.set(SECURITY_HEADERS);
  const robots = robotsOf(requestPath(req), req.method);
  if (robots) res.set('X-Robots-Tag', robots);
  next();
};
