/**
 * The article editor's autosave (autosave.ts, the state machine) in React: its state as the
 * component's, its ports wired to the server and this computer, and the page's events (hidden,
 * left, back online, signed in again) handed to it.
 */
import { useEffect, useRef, useState } from 'react';
import type { DeskArticle } from '../../../common/api/desk.js';
import { onSignInElsewhere } from '../../api/admin.js';
import { saveArticle } from '../../api/desk.js';
import { Autosave, type SaveState } from './autosave.js';
import { forgetUnsaved, keepUnsaved } from './unsavedText.js';

export type { SaveState } from './autosave.js';

export function useAutosave(id: string, initialRevision: number, initialSavedAt: string | null, onSaved: (saved: DeskArticle) => void) {
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: null });
  const savedCallback = useRef(onSaved);
  savedCallback.current = onSaved;
  const start = () =>
    new Autosave(id, initialRevision, initialSavedAt, {
      save: saveArticle,
      keep: keepUnsaved,
      forget: forgetUnsaved,
      onSaved: (saved) => savedCallback.current(saved),
      onState: setState,
    });
  const [saver, setSaver] = useState(() => ({ id, autosave: start() }));
  // A new article's editor goes on as the article's once it is created: its saves are that article's.
  if (saver.id !== id) setSaver({ id, autosave: start() });
  const { autosave } = saver;

  useEffect(() => {
    autosave.open();
    const hidden = () => {
      if (document.visibilityState === 'hidden') autosave.leave();
    };
    const online = () => void autosave.flush();
    const back = () => {
      if (document.visibilityState === 'visible') autosave.signedIn();
    };
    const stopListening = onSignInElsewhere(autosave.signedIn);
    window.addEventListener('pagehide', autosave.leave);
    document.addEventListener('visibilitychange', hidden);
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('pagehide', autosave.leave);
      document.removeEventListener('visibilitychange', hidden);
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
      stopListening();
      window.removeEventListener('online', online);
      autosave.dispose();
    };
  }, [autosave]);

  const { change, waitForChecks, resolve, flush, saveNow, settle, rebase, revision } = autosave;
  return { state, change, waitForChecks, resolve, flush, saveNow, settle, rebase, revision };
}
