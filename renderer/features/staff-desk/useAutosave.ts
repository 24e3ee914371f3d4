/**
 * Saving an article as staff type: a save a short pause after the last change, each on the
 * revision the editor holds (so a save on a stale base is refused, 409, and the other's version
 * is kept for staff to compare, nothing typed dropped); one save at a time, and the newest text
 * saved after it. What is not saved yet is also kept in this computer (unsavedText.ts) until the
 * server has it: a window closed or hidden sends it at once (a keepalive request), and a server
 * out of reach is tried again every few seconds and when the connection comes back. The save on
 * its way is named in what is kept, so that a window closed before its answer is not offered back
 * a text the server took (unsavedText.ts `recoverable`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArticleInput, DeskArticle } from '../../../common/api/desk.js';
import { ApiError } from '../../api/apiError.js';
import { onSignInElsewhere } from '../../api/admin.js';
import { isStaleRevision, saveArticle } from '../../api/desk.js';
import { forgetUnsaved, keepUnsaved } from './unsavedText.js';

const AUTOSAVE_DELAY_MS = 800;
/** How often a save that could not reach the server is tried again. */
const RETRY_MS = 5_000;
/**
 * How often, at most, the text typed is written to this computer while typing goes on (a long
 * article is a long string to write at every key); leaving the page writes it at once.
 */
const KEEP_EVERY_MS = 300;
/** Browsers refuse keepalive requests past 64 KiB: a longer text leaves with an ordinary one (and stays kept here). */
const KEEPALIVE_MAX_CHARS = 60_000;

/** A proxy's answer while the server behind it restarts or is gone: as good as no answer. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

export type SaveState =
  /** `at`: when the server recorded the latest revision (ISO), not this computer's clock. */
  | { kind: 'saved'; at: string | null }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'invalid' }
  | { kind: 'offline' }
  /** The session ended: the text waits (kept here) and goes the moment staff sign in again, here or in another tab. */
  | { kind: 'signed-out' }
  | { kind: 'error'; message: string }
  | { kind: 'conflict'; current: DeskArticle; message: string };

export function useAutosave(id: string, initialRevision: number, initialSavedAt: string | null, onSaved: (saved: DeskArticle) => void) {
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: null });
  const signedOut = useRef(false);
  signedOut.current = state.kind === 'signed-out';
  const revision = useRef(initialRevision);
  const savedAt = useRef(initialSavedAt);
  const latest = useRef<{ input: ArticleInput; version: number } | null>(null);
  const sentVersion = useRef(0);
  const versions = useRef(0);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  /** Text not yet written to this computer, and the timer that writes it. */
  const toKeep = useRef<ArticleInput | null>(null);
  const keepTimer = useRef<number | undefined>(undefined);
  /** The latest text typed (valid or not), and the text of the save on its way, if one is. */
  const typed = useRef<ArticleInput | null>(null);
  const sending = useRef<ArticleInput | undefined>(undefined);
  const conflicted = useRef(false);
  /** Something typed (valid or not) that the server does not have yet. */
  const dirty = useRef(false);
  const savedCallback = useRef(onSaved);
  savedCallback.current = onSaved;
  /** The editor is closed: what it sent as it closed is not tried again (the text kept here is offered on reopening). */
  const closed = useRef(false);

  const keepNow = useCallback(() => {
    window.clearTimeout(keepTimer.current);
    keepTimer.current = undefined;
    const input = toKeep.current;
    toKeep.current = null;
    if (input) keepUnsaved(id, input, revision.current, sending.current);
  }, [id]);
  const keepSoon = useCallback(
    (input: ArticleInput) => {
      toKeep.current = input;
      keepTimer.current ??= window.setTimeout(keepNow, KEEP_EVERY_MS);
    },
    [keepNow],
  );
  const forgetKept = useCallback(() => {
    window.clearTimeout(keepTimer.current);
    keepTimer.current = undefined;
    toKeep.current = null;
    forgetUnsaved(id);
  }, [id]);

  const unsent = () => {
    const next = latest.current;
    return next !== null && next.version !== sentVersion.current && !conflicted.current ? next : null;
  };

  const flush = useCallback(
    async (keepalive = false): Promise<void> => {
      window.clearTimeout(timer.current);
      const next = latest.current;
      if (!next || next.version === sentVersion.current || inFlight.current || conflicted.current) return;
      sentVersion.current = next.version;
      sending.current = next.input;
      toKeep.current = typed.current ?? next.input;
      keepNow();
      setState({ kind: 'saving' });
      const body = { ...next.input, baseRevision: revision.current };
      const send = (async () => {
        try {
          const saved = await saveArticle(id, body, keepalive && JSON.stringify(body).length < KEEPALIVE_MAX_CHARS);
          revision.current = saved.revision;
          savedAt.current = saved.savedAt;
          savedCallback.current(saved);
          sending.current = undefined;
          if (latest.current?.version === next.version) {
            dirty.current = false;
            forgetKept();
          } else {
            // Typed while it was saving: what is kept is now that text on the new revision.
            toKeep.current = typed.current;
            keepNow();
          }
          setState({ kind: 'saved', at: saved.savedAt });
        } catch (error) {
          sentVersion.current = 0;
          sending.current = undefined;
          if (isStaleRevision(error)) {
            conflicted.current = true;
            setState({ kind: 'conflict', current: error.body.current, message: error.message });
          } else if (error instanceof ApiError && error.status === 401) {
            setState({ kind: 'signed-out' });
          } else if (error instanceof ApiError && !GATEWAY_FAILURES.has(error.status)) {
            setState({ kind: 'error', message: error.message });
          } else {
            // No answer (or a proxy's word that the server is away): the text is kept here; try again soon.
            setState({ kind: 'offline' });
            if (!closed.current) timer.current = window.setTimeout(() => void flush(), RETRY_MS);
          }
        }
      })();
      inFlight.current = send;
      await send;
      inFlight.current = null;
      // Typed while saving: that text goes next (after a failure, the retry or the next keystroke sends it).
      if (sentVersion.current !== 0 && unsent()) await flush(keepalive);
    },
    [id, forgetKept, keepNow],
  );

  /** A change: kept here (within KEEP_EVERY_MS), saved after a pause, or marked invalid (not sent) until the checks pass. */
  const change = useCallback(
    (input: ArticleInput, valid: boolean) => {
      // Counted apart from `latest`, which an invalid change clears: a version is never reused.
      const version = ++versions.current;
      window.clearTimeout(timer.current);
      dirty.current = true;
      typed.current = input;
      keepSoon(input);
      if (!valid) {
        latest.current = null;
        setState({ kind: 'invalid' });
        return;
      }
      latest.current = { input, version };
      if (conflicted.current) return;
      // The same state while typing goes on: no second render of the editor per keystroke.
      setState((now) => (now.kind === 'pending' ? now : { kind: 'pending' }));
      timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush, keepSoon],
  );

  /** After a conflict: save this text over the other's ('mine'), or take the other's as the new base ('theirs'). */
  const resolve = useCallback(
    (choice: 'mine' | 'theirs', current: DeskArticle) => {
      revision.current = current.revision;
      savedAt.current = current.savedAt;
      conflicted.current = false;
      if (choice === 'theirs') {
        latest.current = null;
        dirty.current = false;
        forgetKept();
        setState({ kind: 'saved', at: null });
        return;
      }
      sentVersion.current = 0;
      void flush();
    },
    [flush, forgetKept],
  );

  /**
   * Before a step that replaces the text (restore, discard): saves what is pending now and waits.
   * True when the server has everything typed; false when something could not be saved.
   */
  const settle = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    await flush();
    return !dirty.current && !conflicted.current;
  }, [flush]);

  /** 'Desa': what is pending goes now; with nothing pending, it says again, with the time, that all is saved. */
  const saveNow = useCallback(() => {
    if (unsent() && !inFlight.current) {
      void flush();
      return;
    }
    setState((current) => (current.kind === 'saved' ? { kind: 'saved', at: savedAt.current } : current));
  }, [flush]);

  // Hiding or leaving the page sends what is pending at once, as a request that outlives the page.
  useEffect(() => {
    closed.current = false;
    const leave = () => {
      keepNow();
      if (unsent()) void flush(true);
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    const online = () => void flush();
    // Signed in again (in another tab, or there and then back here): what waits goes at once.
    const back = () => {
      if (signedOut.current && document.visibilityState === 'visible') void flush();
    };
    const stopListening = onSignInElsewhere(() => {
      if (signedOut.current) void flush();
    });
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
      stopListening();
      window.removeEventListener('online', online);
      window.clearTimeout(timer.current);
      closed.current = true;
      leave();
    };
  }, [flush, keepNow]);

  /** Text recovered from this computer goes on the revision it was typed on. */
  const rebase = useCallback((base: number) => {
    revision.current = base;
  }, []);

  return { state, change, resolve, flush, saveNow, settle, rebase, revision: useCallback(() => revision.current, []) };
}
