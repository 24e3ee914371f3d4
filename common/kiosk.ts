/**
 * The event kiosk's rules (issue 13) as pure decisions: where it lives, when an untouched screen
 * turns to the attract loop and when it forgets its visitor, how the recovery screen backs off,
 * which addresses a visitor may follow, what the arrow keys turn, and what the start screen
 * calls the latest edition.
 */

import { magazineDay, ofMonthYear, parseIsoDate } from './dates.js';
import { classifyPath, kioskInnerPath } from './routes/index.js';
import type { SwipeDirection } from './swipe.js';

export const KIOSK = {
  /** Untouched this long: the attract loop starts. */
  attractAfterMs: 60_000,
  /** Untouched this long: back to the start, with everything of the last visitor wiped. */
  resetAfterMs: 90_000,
  /** How long each slide of the attract loop stays. */
  slideMs: 6_000,
  /** The hidden staff exit: a press this long on the masthead. */
  longPressMs: 5_000,
  /** The recovery screen asks the server again after 2 s, doubling up to 30 s. */
  retryFirstMs: 2_000,
  retryMaxMs: 30_000,
} as const;

/** `/quiosc?teclat`: a plain browser's kiosk on a screen with no keyboard opens the kiosk's own (docs/operations.md). */
export const KIOSK_KEYBOARD_PARAM = 'teclat';

type IdlePhase = 'active' | 'attract' | 'reset';

/** What an untouched screen should be doing after `idleMs` without a touch. */
export function idlePhase(idleMs: number): IdlePhase {
  if (idleMs >= KIOSK.resetAfterMs) return 'reset';
  if (idleMs >= KIOSK.attractAfterMs) return 'attract';
  return 'active';
}

/** Milliseconds until the idle phase next changes, or null once the screen has been reset. */
export function untilNextPhase(idleMs: number): number | null {
  const elapsed = Math.max(0, idleMs);
  if (elapsed < KIOSK.attractAfterMs) return KIOSK.attractAfterMs - elapsed;
  if (elapsed < KIOSK.resetAfterMs) return KIOSK.resetAfterMs - elapsed;
  return null;
}

/** The slide on show `elapsedMs` into the attract loop, looping over `count` slides. */
export function attractSlide(elapsedMs: number, count: number): number {
  if (count <= 0) return 0;
  return Math.floor(Math.max(0, elapsedMs) / KIOSK.slideMs) % count;
}

/** The wait before the recovery screen's attempt number `attempt` (0-based): 2 s, 4 s, 8 s… up to 30 s. */
export function retryDelay(attempt: number): number {
  const step = Math.max(0, Math.floor(attempt));
  return Math.min(KIOSK.retryMaxMs, KIOSK.retryFirstMs * 2 ** Math.min(step, 16));
}

type KioskTarget =
  /** A screen of the kiosk: `path` is the in-kiosk path (without the base path). */
  | { kind: 'inside'; path: string }
  /** An address on the open web: shown as a QR code for the visitor's phone. */
  | { kind: 'external'; url: string }
  /** Nothing a visitor may open here (downloads, staff screens, other schemes). */
  | { kind: 'refused' };

/** Where a link followed in the kiosk would lead, for an address as written in an `href`. */
export function kioskTarget(href: string, origin: string): KioskTarget {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return { kind: 'refused' };
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { kind: 'external', url: url.href };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refused' };
  if (url.origin !== new URL(origin).origin) return { kind: 'external', url: url.href };
  // Reader screens the kiosk shows too (reached through its base path); everything else of the
  // site (staff screens, the print view, the API, files and downloads) is out of a visitor's reach.
  const own = kioskInnerPath(url.pathname);
  if (classifyPath(own) !== 'reader') return { kind: 'refused' };
  return { kind: 'inside', path: `${own}${url.search}${url.hash}` };
}

/** Neighbours of an article in its edition's order: what a swipe to either side opens. */
export function neighbourArticles<T extends { _id: string }>(articles: readonly T[], id: string): { previous: T | null; next: T | null } {
  const index = articles.findIndex((a) => a._id === id);
  if (index === -1) return { previous: null, next: null };
  return { previous: articles[index - 1] ?? null, next: articles[index + 1] ?? null };
}

/** A fresh random key for the next visitor (hex), so the server counts two visitors as two. */
export function visitorKey(random: Uint8Array): string {
  return Array.from(random, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key of an arrow that turns the page as a swipe does: ← the previous, → the next. */
export function arrowKeyDirection(event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): SwipeDirection | null {
  // With a modifier the keys are the browser's or the system's (Alt+← goes back, Shift+→ selects).
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key === 'ArrowLeft') return 'previous';
  if (event.key === 'ArrowRight') return 'next';
  return null;
}

const THIS_MONTH = 'L’edició d’aquest mes';

/**
 * What the kiosk's start screen and attract loop call the latest edition: 'L’edició d’aquest mes'
 * only while its date is in this month on the magazine's clock (MAGAZINE_TIME_ZONE), otherwise its month,
 * 'L’edició de gener de 2024' / 'L’edició d’abril de 2024'. A kiosk runs for days: a magazine
 * that has not published since would otherwise call an old edition this month's.
 */
export function latestEditionKicker(publicationDate: string, now: Date): string {
  const edition = parseIsoDate(publicationDate);
  if (!edition) return 'L’última edició';
  const month = `${edition.year}-${String(edition.month).padStart(2, '0')}`;
  return magazineDay(now.toISOString())?.startsWith(`${month}-`) ? THIS_MONTH : `L’edició ${ofMonthYear(month)}`;
}

/**
 * How many whole lines of `lineHeight` px fit in `height` px: a summary the slide's column
 * squeezes is cut to these, never through a line. Half a pixel short still counts as a line
 * (boxes are laid out to fractions of a pixel); null while the line height is unknown.
 */
export function wholeLines(height: number, lineHeight: number): number | null {
  if (!(lineHeight > 0) || !Number.isFinite(height)) return null;
  return Math.max(0, Math.floor((height + 0.5) / lineHeight));
}
