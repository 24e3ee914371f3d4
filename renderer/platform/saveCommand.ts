/**
 * 'Desa' (Fitxer › Desa in the desktop app, Ctrl+S or ⌘S on the desk's screens in a browser): saves
 * the form in view at once. A desk form registers its save while it is mounted; the one mounted
 * last is the one in view. Each save says itself, beside the form, that it saved.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

type Save = () => void;

const registered: { readonly current: Save }[] = [];

/** Runs the save of the form in view; false when no form is in view. */
export function saveFormInView(): boolean {
  const inView = registered.at(-1);
  if (!inView) return false;
  inView.current();
  return true;
}

/** Makes `save` the answer to 'Desa' while the calling form is mounted. */
export function useSaveCommand(save: Save): void {
  const latest = useRef(save);
  // Set as the render commits, not after it: a 'Desa' pressed as soon as a save has said so would
  // otherwise run the previous render's save, which still saw itself busy and did nothing.
  useLayoutEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    const entry = latest;
    registered.push(entry);
    return () => {
      registered.splice(registered.indexOf(entry), 1);
    };
  }, []);
}

/** Ctrl+S (⌘S on a Mac): the browser's own "save page" is not what staff mean on a desk screen. */
export const isSaveShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) =>
  (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 's';
