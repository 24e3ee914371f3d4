/**
 * Personal API tokens (issue 27 item 5): a person's key for scripts and for the desktop app's link
 * to the public site. Each begins with TOKEN_PREFIX, so the guard tells it from the operator's
 * ADMIN_TOKEN without a lookup, a secret scanner finds one pasted where it should not be, and the
 * desktop app can refuse the shared key where a person's own is wanted.
 */
import { paths } from '../routes/paths.js';

export const TOKEN_PREFIX = 'estany_';

/** Whether a secret is shaped as a personal token (the prefix and 43 base64url characters). */
export const isPersonalToken = (secret: string): boolean => /^estany_[A-Za-z0-9_-]{43}$/.test(secret);

/** Where a person makes one: the 'Claus personals' of their own page at the desk. */
export const TOKENS_PAGE = `${paths.deskSessions()}#claus-personals`;
