/**
 * ← and → in the kiosk do what a swipe and the on-screen arrows do: the previous or the next
 * edition on an edition's screen, the previous or the next article of its edition on an article's.
 * A touch screen may have a keyboard plugged in (or be used with a switch), and a key that
 * does nothing where an arrow is drawn looks broken.
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { arrowKeyDirection } from '../../../common/kiosk.js';
import { paths } from '../../../common/routes/index.js';
import type { SwipeDirection } from '../../../common/swipe.js';
import { issueListQuery, useIssueWithArticles } from '../../api/issues.js';
import { LATEST_NUMBER_READ, neighbourEdition, parseEditionNumber } from '../../pages/edition/editionRules.js';
import { usePathMatch } from '../pathMatch.js';

/** False while the kiosk's frame covers the screen (attract loop, its dialogs): no page turns beneath. */
export const ArrowKeysFree = createContext(true);

/** Where the arrows are the field's or the widget's own: moving the caret, a tab, a slider, a video. */
const OWN_ARROWS =
  'input, textarea, select, video, audio, [contenteditable]:not([contenteditable="false"]), ' +
  '[role="tab"], [role="tablist"], [role="slider"], [role="spinbutton"], [role="listbox"], [role="option"], ' +
  '[role="menu"], [role="menuitem"], [role="radiogroup"], [role="radio"], [role="grid"], [role="combobox"], [role="textbox"]';

function arrowsTaken(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(OWN_ARROWS) !== null;
}

/** A dialog a page opened itself (the kiosk's own are known to its frame). */
function dialogOpen(): boolean {
  return document.querySelector('[aria-modal="true"], dialog[open]') !== null;
}

/** Calls `go` for ← (previous) and → (next), unless focus is in a field, a dialog is open or the screen is covered. */
export function useArrowKeys(go: (direction: SwipeDirection) => void, enabled = true): void {
  const on = useContext(ArrowKeysFree) && enabled;
  const ref = useRef(go);
  // Before paint, not after: a key pressed as a swiped-to page appears must go where its arrows
  // lead, not where the page before's did (a passive effect left the old target for a moment).
  useLayoutEffect(() => {
    ref.current = go;
  });

  useEffect(() => {
    if (!on) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = arrowKeyDirection(event);
      // A held key would race through every edition; whoever handled the key first keeps it.
      if (!direction || event.repeat || event.defaultPrevented || arrowsTaken(event.target) || dialogOpen()) return;
      event.preventDefault();
      ref.current(direction);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [on]);
}

/**
 * The keys on an edition's screen. The reader's edition page is not the kiosk's to change, so the
 * frame turns it: with the page's own rules and reads (the same queries, already in the cache),
 * and only once the edition is drawn with its arrows, so the keys reach exactly where they lead.
 */
export function useEditionKeys(enabled: boolean): void {
  const { match } = usePathMatch();
  const number = match?.route.id === 'edition' ? parseEditionNumber(match.params.number) : null;
  const edition = useIssueWithArticles(number);
  const { data: newest } = useQuery({ ...issueListQuery(LATEST_NUMBER_READ), enabled: number !== null });
  const navigate = useNavigate();
  const drawn = number !== null && edition.data !== undefined;
  useArrowKeys((direction) => {
    if (number === null) return;
    const target = neighbourEdition(direction, number, newest?.issues[0]?.number ?? number);
    if (target !== null) void navigate(paths.edition(target));
  }, enabled && drawn);
}
