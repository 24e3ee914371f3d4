/**
 * Saving an article as staff type, as a state machine with no React in it (useAutosave.ts is its
 * adapter). A save goes a short pause after the last change, each on the revision the editor holds
 * (so a save on a stale base is refused, 409, and the other's version is kept for staff to compare,
 * nothing typed dropped); one save at a time, and the newest text saved after it. What is not saved
 * yet is also kept in this computer (unsavedText.ts) until the server has it: a window closed or
 * hidden sends it at once (a keepalive request), and a server out of reach is tried again every few
 * seconds and when the connection comes back. The save on its way is named in what is kept, so that
 * a window closed before its answer is not offered back a text the server took (unsavedText.ts
 * `recoverable`).
 *
 * The states (SaveState) and what moves between them:
 *   saved ──change──▶ pending ──pause (800 ms), 'Desa', leaving──▶ saving ──answer──▶ saved
 *   (a pause that ends while the editor's checks are on their way waits for their answer)
 *   any ──change the checks refuse──▶ invalid (nothing sent until a change passes them)
 *   saving ──no answer, 502/503/504──▶ offline ──5 s, back online──▶ saving
 *   saving ──401──▶ signed-out ──signed in again (here or in another tab)──▶ saving
 *   saving ──409 stale revision──▶ conflict (changes are kept, not sent) ──resolve──▶ saving | saved
 *   saving ──any other refusal──▶ error (the next change sends again)
 */
import { ApiError } from '../../api/apiError.js';
import type { ArticleInput, DeskArticle } from '../../../common/api/desk.js';
import { isStaleRevision } from '../../api/desk.js';

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

/** What the machine does outside itself: the server, this computer's copy, and who hears of a change. */
export interface AutosavePorts {
  save(id: string, body: ArticleInput & { baseRevision: number }, keepalive: boolean): Promise<DeskArticle>;
  keep(id: string, input: ArticleInput, baseRevision: number, sending: ArticleInput | undefined): void;
  forget(id: string): void;
  onSaved(saved: DeskArticle): void;
  onState(state: SaveState): void;
}

type Timer = ReturnType<typeof setTimeout>;

/** The state a failed save leads to. */
function afterFailure(error: unknown): SaveState {
  if (isStaleRevision(error)) return { kind: 'conflict', current: error.body.current, message: error.message };
  if (error instanceof ApiError && error.status === 401) return { kind: 'signed-out' };
  if (error instanceof ApiError && !GATEWAY_FAILURES.has(error.status)) return { kind: 'error', message: error.message };
  // No answer (or a proxy's word that the server is away): the text is kept here; try again soon.
  return { kind: 'offline' };
}

/** One article's autosave: its id never changes (a new article's editor starts another once the article exists, useAutosave). */
export class Autosave {
  private current: SaveState = { kind: 'saved', at: null };
  private baseRevision: number;
  private savedAt: string | null;
  /** The newest valid text and its version; null while the checks refuse what was typed. */
  private latest: { input: ArticleInput; version: number } | null = null;
  /** The version of the save sent last (0: none on its way or to wait for). Versions are never reused. */
  private sentVersion = 0;
  private versions = 0;
  private inFlight: Promise<void> | null = null;
  private saveTimer: Timer | undefined;
  /** Text not yet written to this computer, and the timer that writes it. */
  private toKeep: ArticleInput | null = null;
  private keepTimer: Timer | undefined;
  /** The latest text typed (valid or not), and the text of the save on its way, if one is. */
  private typed: ArticleInput | null = null;
  private sending: ArticleInput | undefined;
  private conflicted = false;
  /** The editor is closed (dispose): a save sent as it closed is not tried again; the text kept here is offered on reopening. */
  private closed = false;
  /** Something typed (valid or not) that the server does not have yet. */
  private dirty = false;
  /** The editor's checks of the latest text are on their way (whether its address is free). */
  private checking = false;
  /** The pause ended while they were: the save goes when they answer. */
  private dueAfterChecks = false;

  constructor(
    private readonly id: string,
    revision: number,
    savedAt: string | null,
    private readonly ports: AutosavePorts,
  ) {
    this.baseRevision = revision;
    this.savedAt = savedAt;
  }

  get state(): SaveState {
    return this.current;
  }

  /** The revision the next save goes on. */
  readonly revision = (): number => this.baseRevision;

  private set(next: SaveState): void {
    if (next === this.current) return;
    this.current = next;
    this.ports.onState(next);
  }

  private keepNow(): void {
    clearTimeout(this.keepTimer);
    this.keepTimer = undefined;
    const input = this.toKeep;
    this.toKeep = null;
    if (input) this.ports.keep(this.id, input, this.baseRevision, this.sending);
  }

  private keepSoon(input: ArticleInput): void {
    this.toKeep = input;
    this.keepTimer ??= setTimeout(() => this.keepNow(), KEEP_EVERY_MS);
  }

  private forgetKept(): void {
    clearTimeout(this.keepTimer);
    this.keepTimer = undefined;
    this.toKeep = null;
    this.ports.forget(this.id);
  }

  /** Valid text the server has not been sent, unless a conflict holds it back. */
  private unsent(): { input: ArticleInput; version: number } | null {
    const next = this.latest;
    return next !== null && next.version !== this.sentVersion && !this.conflicted ? next : null;
  }

  /** Sends the newest text now, if there is one to send and nothing holds it back. */
  readonly flush = async (keepalive = false): Promise<void> => {
    clearTimeout(this.saveTimer);
    const next = this.latest;
    if (!next || next.version === this.sentVersion || this.inFlight || this.conflicted) return;
    this.sentVersion = next.version;
    this.sending = next.input;
    this.toKeep = this.typed ?? next.input;
    this.keepNow();
    this.set({ kind: 'saving' });
    const body = { ...next.input, baseRevision: this.baseRevision };
    const send = this.send(body, next.version, keepalive && JSON.stringify(body).length < KEEPALIVE_MAX_CHARS);
    this.inFlight = send;
    await send;
    this.inFlight = null;
    // Typed while saving: that text goes next (after a failure, the retry or the next keystroke sends it).
    if (this.sentVersion !== 0 && this.unsent()) await this.flush(keepalive);
  };

  private async send(body: ArticleInput & { baseRevision: number }, version: number, keepalive: boolean): Promise<void> {
    try {
      const saved = await this.ports.save(this.id, body, keepalive);
      this.baseRevision = saved.revision;
      this.savedAt = saved.savedAt;
      this.ports.onSaved(saved);
      this.sending = undefined;
      if (this.latest?.version === version) {
        this.dirty = false;
        this.forgetKept();
      } else {
        // Typed while it was saving: what is kept is now that text on the new revision.
        this.toKeep = this.typed;
        this.keepNow();
      }
      this.set({ kind: 'saved', at: saved.savedAt });
    } catch (error) {
      this.sentVersion = 0;
      this.sending = undefined;
      const next = afterFailure(error);
      if (next.kind === 'conflict') this.conflicted = true;
      this.set(next);
      if (next.kind === 'offline' && !this.closed) this.saveTimer = setTimeout(() => void this.flush(), RETRY_MS);
    }
  }

  /** A change: kept here (within KEEP_EVERY_MS), saved after a pause, or marked invalid (not sent) until the checks pass. */
  readonly change = (input: ArticleInput, valid: boolean): void => {
    // Counted apart from `latest`, which an invalid change clears: a version is never reused.
    const version = ++this.versions;
    clearTimeout(this.saveTimer);
    this.dueAfterChecks = false;
    this.dirty = true;
    this.typed = input;
    this.keepSoon(input);
    if (!valid) {
      this.latest = null;
      this.set({ kind: 'invalid' });
      return;
    }
    this.latest = { input, version };
    if (this.conflicted) return;
    // The same state while typing goes on: no second render of the editor per keystroke.
    if (this.current.kind !== 'pending') this.set({ kind: 'pending' });
    this.saveTimer = setTimeout(() => {
      if (this.checking) this.dueAfterChecks = true;
      else void this.flush();
    }, AUTOSAVE_DELAY_MS);
  };

  /**
   * The editor's checks are on their way (true) or have answered (false). A text they refuse
   * comes first as an invalid change, so what is let go here is a text they passed.
   */
  readonly waitForChecks = (checking: boolean): void => {
    this.checking = checking;
    if (checking || !this.dueAfterChecks) return;
    this.dueAfterChecks = false;
    void this.flush();
  };

  /** After a conflict: save this text over the other's ('mine'), or take the other's as the new base ('theirs'). */
  readonly resolve = (choice: 'mine' | 'theirs', current: DeskArticle): void => {
    this.baseRevision = current.revision;
    this.savedAt = current.savedAt;
    this.conflicted = false;
    if (choice === 'theirs') {
      this.latest = null;
      this.dirty = false;
      this.forgetKept();
      this.set({ kind: 'saved', at: null });
      return;
    }
    this.sentVersion = 0;
    void this.flush();
  };

  /**
   * Before a step that replaces the text (restore, discard): saves what is pending now and waits.
   * True when the server has everything typed; false when something could not be saved.
   */
  readonly settle = async (): Promise<boolean> => {
    if (this.inFlight) await this.inFlight;
    await this.flush();
    return !this.dirty && !this.conflicted;
  };

  /** 'Desa': what is pending goes now; with nothing pending, it says again, with the time, that all is saved. */
  readonly saveNow = (): void => {
    if (this.unsent() && !this.inFlight) {
      void this.flush();
      return;
    }
    if (this.current.kind === 'saved') this.set({ kind: 'saved', at: this.savedAt });
  };

  /** Text recovered from this computer goes on the revision it was typed on. */
  readonly rebase = (base: number): void => {
    this.baseRevision = base;
  };

  /** The page is hidden or left: what is typed is written here, and what is pending leaves as a request that outlives the page. */
  readonly leave = (): void => {
    this.keepNow();
    if (this.unsent()) void this.flush(true);
  };

  /** Signed in again (in another tab, or there and then back here): what waits goes at once. */
  readonly signedIn = (): void => {
    if (this.current.kind === 'signed-out') void this.flush();
  };

  /** The editor is gone: no retry is left waiting, and what is pending leaves as it would with the page. */
  readonly dispose = (): void => {
    this.closed = true;
    clearTimeout(this.saveTimer);
    this.leave();
  };

  /** The editor is shown (again, after React's development remount): retries go on as usual. */
  readonly open = (): void => {
    this.closed = false;
  };
}
