/**
 * Saving an article as staff type: a save a short pause after the last change, each on the
 * revision the editor holds (so a save on a stale base is refused, 409, and the other's version
 * is kept for staff to compare, nothing typed dropped); one save at a time, and the newest text
 * saved after it; a pending change is sent when the page is left.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArticleInput, DeskArticle } from '../../../common/api/desk.js';
import { apiUrl } from '../../api/client.js';
import { DeskError, isStaleRevision, saveArticle } from '../../api/desk.js';

export const AUTOSAVE_DELAY_MS = 800;

export type SaveState =
  | { kind: 'saved'; at: Date | null }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'invalid' }
  | { kind: 'error'; message: string }
  | { kind: 'conflict'; current: DeskArticle; message: string };

export function useAutosave(id: string, initialRevision: number, onSaved: (saved: DeskArticle) => void) {
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: null });
  const revision = useRef(initialRevision);
  const latest = useRef<{ input: ArticleInput; version: number } | null>(null);
  /** Counts every change, invalid ones too: a version number is never used twice, or a change could pass for one already sent. */
  const changes = useRef(0);
  const sentVersion = useRef(0);
  const inFlight = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const conflicted = useRef(false);
  const savedCallback = useRef(onSaved);
  savedCallback.current = onSaved;

  const flush = useCallback(async () => {
    window.clearTimeout(timer.current);
    const next = latest.current;
    if (!next || next.version === sentVersion.current || inFlight.current || conflicted.current) return;
    inFlight.current = true;
    sentVersion.current = next.version;
    setState({ kind: 'saving' });
    try {
      const saved = await saveArticle(id, { ...next.input, baseRevision: revision.current });
      revision.current = saved.revision;
      savedCallback.current(saved);
      setState({ kind: 'saved', at: new Date() });
    } catch (error) {
      sentVersion.current = 0;
      if (isStaleRevision(error)) {
        conflicted.current = true;
        setState({ kind: 'conflict', current: error.body.current, message: error.message });
      } else {
        setState({ kind: 'error', message: error instanceof DeskError ? error.message : 'No s’ha pogut desar: comprova la connexió. Es tornarà a provar en escriure.' });
      }
    } finally {
      inFlight.current = false;
    }
    // Typed while saving: that text goes next.
    if (latest.current && latest.current.version !== sentVersion.current && !conflicted.current) void flush();
  }, [id]);

  /** A change: saved after a pause, or marked invalid (not sent) until the checks pass. */
  const change = useCallback(
    (input: ArticleInput, valid: boolean) => {
      const version = ++changes.current;
      window.clearTimeout(timer.current);
      if (!valid) {
        latest.current = null;
        setState({ kind: 'invalid' });
        return;
      }
      latest.current = { input, version };
      if (conflicted.current) return;
      setState({ kind: 'pending' });
      timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  /** After a conflict: save this text over the other's ('mine'), or take the other's as the new base ('theirs'). */
  const resolve = useCallback(
    (choice: 'mine' | 'theirs', current: DeskArticle) => {
      revision.current = current.revision;
      conflicted.current = false;
      if (choice === 'theirs') {
        latest.current = null;
        setState({ kind: 'saved', at: null });
        return;
      }
      sentVersion.current = 0;
      void flush();
    },
    [flush],
  );

  // Leaving the page (or the editor) sends what is pending at once.
  useEffect(() => {
    const leave = () => {
      const next = latest.current;
      if (!next || next.version === sentVersion.current || conflicted.current) return;
      sentVersion.current = next.version;
      void fetch(apiUrl(`/admin/desk/articles/${encodeURIComponent(id)}`), {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...next.input, baseRevision: revision.current }),
        credentials: 'same-origin',
        keepalive: true,
      }).catch(() => undefined);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.clearTimeout(timer.current);
      leave();
    };
  }, [id]);

  return { state, change, resolve, flush };
}
