/**
 * The desk's autosave as a state machine (renderer/features/staff-desk/autosave.ts), driven with
 * fake timers and a fake server: each transition of its header's table, and what is kept on this
 * computer on the way.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleInput, DeskArticle } from '../../common/api/desk.js';
import { ApiError } from '../../renderer/api/apiError.js';
import { Autosave, type AutosavePorts, type SaveState } from '../../renderer/features/staff-desk/autosave.js';

const input = (title: string): ArticleInput => ({ section: 'llibres', title, url: 'les-pedres', authors: ['Marta Puig'], data: '25/11/2026', text: [] }) as unknown as ArticleInput;

const answer = (revision: number, title = 'x'): DeskArticle =>
  ({ revision, savedAt: `2026-11-25T08:0${revision}:00.000Z`, article: { _id: 'a1', title }, edition: { number: 60 } }) as unknown as DeskArticle;

interface Sent {
  body: ArticleInput & { baseRevision: number };
  keepalive: boolean;
  resolve(saved: DeskArticle): void;
  reject(error: unknown): void;
}

function machine(revision = 3) {
  const sent: Sent[] = [];
  const states: SaveState['kind'][] = [];
  const kept: { input: ArticleInput; baseRevision: number; sending: ArticleInput | undefined }[] = [];
  const forgotten: string[] = [];
  const saved: DeskArticle[] = [];
  const ports: AutosavePorts = {
    save: (_id, body, keepalive) => new Promise((resolve, reject) => sent.push({ body, keepalive, resolve, reject })),
    keep: (_id, kept_, baseRevision, sending) => kept.push({ input: kept_, baseRevision, sending }),
    forget: (id) => forgotten.push(id),
    onSaved: (next) => saved.push(next),
    onState: (state) => states.push(state.kind),
  };
  const autosave = new Autosave('a1', revision, '2026-11-25T08:00:00.000Z', ports);
  return { autosave, sent, states, kept, forgotten, saved };
}

/** Lets the promises of an answered save run their course. */
const settled = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the desk autosave', () => {
  it('saves a pause after the last change, on the revision it holds, and is saved with the server’s time', async () => {
    const { autosave, sent, states, forgotten, saved } = machine();
    autosave.change(input('A'), true);
    autosave.change(input('Ab'), true);
    expect(autosave.state.kind).toBe('pending');
    await vi.advanceTimersByTimeAsync(799);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ title: 'Ab', baseRevision: 3 });
    expect(sent[0]!.keepalive).toBe(false);
    expect(autosave.state.kind).toBe('saving');
    sent[0]!.resolve(answer(4));
    await settled();
    expect(autosave.state).toEqual({ kind: 'saved', at: '2026-11-25T08:04:00.000Z' });
    expect(autosave.revision()).toBe(4);
    expect(saved).toHaveLength(1);
    expect(forgotten).toEqual(['a1']);
    // One 'pending' for the whole burst of typing: no state change per keystroke.
    expect(states).toEqual(['pending', 'saving', 'saved']);
  });

  it('keeps what is typed on this computer at most every 300 ms, naming the save on its way', async () => {
    const { autosave, sent, kept } = machine();
    autosave.change(input('A'), true);
    autosave.change(input('Ab'), true);
    expect(kept).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(kept).toEqual([{ input: input('Ab'), baseRevision: 3, sending: undefined }]);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(1);
    expect(kept.at(-1)).toEqual({ input: input('Ab'), baseRevision: 3, sending: input('Ab') });
  });

  it('sends one save at a time, and what was typed meanwhile right after, on the new revision', async () => {
    const { autosave, sent, kept, forgotten } = machine();
    autosave.change(input('A'), true);
    await vi.advanceTimersByTimeAsync(800);
    autosave.change(input('AB'), true);
    await vi.advanceTimersByTimeAsync(800);
    expect(sent).toHaveLength(1);
    sent[0]!.resolve(answer(4));
    await settled();
    // The newer text, kept on the revision just made, goes at once.
    expect(kept.some((k) => k.input.title === 'AB' && k.baseRevision === 4)).toBe(true);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toMatchObject({ title: 'AB', baseRevision: 4 });
    expect(forgotten).toEqual([]);
    sent[1]!.resolve(answer(5));
    await settled();
    expect(forgotten).toEqual(['a1']);
    expect(autosave.state.kind).toBe('saved');
  });

  it('sends nothing while the checks refuse the text', async () => {
    const { autosave, sent } = machine();
    autosave.change(input(''), false);
    expect(autosave.state.kind).toBe('invalid');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toHaveLength(0);
    autosave.change(input('A'), true);
    await vi.advanceTimersByTimeAsync(800);
    expect(sent).toHaveLength(1);
  });

  it('waits for the checks on their way when the pause ends: sends once they pass, nothing once they refuse', async () => {
    const { autosave, sent } = machine();
    autosave.change(input('A'), true);
    autosave.waitForChecks(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toHaveLength(0);
    expect(autosave.state.kind).toBe('pending');
    autosave.waitForChecks(false);
    expect(sent).toHaveLength(1);
    sent[0]!.resolve(answer(4));
    await settled();

    autosave.change(input('AB'), true);
    autosave.waitForChecks(true);
    await vi.advanceTimersByTimeAsync(800);
    // The checks refuse it: the editor says so with an invalid change before it lets the save go.
    autosave.change(input('AB'), false);
    autosave.waitForChecks(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toHaveLength(1);
    expect(autosave.state.kind).toBe('invalid');
  });

  it('keeps the text and stops on a stale revision, then saves over theirs or takes theirs as the base', async () => {
    const { autosave, sent, forgotten } = machine();
    const theirs = answer(7, 'Theirs');
    autosave.change(input('Mine'), true);
    await vi.advanceTimersByTimeAsync(800);
    sent[0]!.reject(new ApiError(409, 'stale_revision', 'Algú altre ha desat', { current: theirs }));
    await settled();
    expect(autosave.state).toMatchObject({ kind: 'conflict', current: theirs, message: 'Algú altre ha desat' });
    // Typing goes on, kept, but nothing is sent until staff choose.
    autosave.change(input('Mine 2'), true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toHaveLength(1);
    expect(autosave.state.kind).toBe('conflict');
    expect(await autosave.settle()).toBe(false);

    autosave.resolve('mine', theirs);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toMatchObject({ title: 'Mine 2', baseRevision: 7 });

    const other = machine();
    other.autosave.change(input('Mine'), true);
    await vi.advanceTimersByTimeAsync(800);
    other.sent[0]!.reject(new ApiError(409, 'stale_revision', 'Algú altre ha desat', { current: theirs }));
    await settled();
    other.autosave.resolve('theirs', theirs);
    expect(other.autosave.state).toEqual({ kind: 'saved', at: null });
    expect(other.autosave.revision()).toBe(7);
    expect(other.forgotten).toEqual(['a1']);
    expect(await other.autosave.settle()).toBe(true);
    expect(other.sent).toHaveLength(1);
    expect(forgotten).toEqual([]);
  });

  it('tries again every 5 s while the server is out of reach or behind a failing gateway', async () => {
    const { autosave, sent } = machine();
    autosave.change(input('A'), true);
    await vi.advanceTimersByTimeAsync(800);
    sent[0]!.reject(new TypeError('Failed to fetch'));
    await settled();
    expect(autosave.state.kind).toBe('offline');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    sent[1]!.reject(new ApiError(503, 'unavailable', 'Sense base de dades', {}));
    await settled();
    expect(autosave.state.kind).toBe('offline');
    // Back online: no need to wait for the timer.
    void autosave.flush();
    expect(sent).toHaveLength(3);
  });

  it('says a refusal, and sends again with the next change', async () => {
    const { autosave, sent } = machine();
    autosave.change(input('A'), true);
    await vi.advanceTimersByTimeAsync(800);
    sent[0]!.reject(new ApiError(400, 'invalid_article', 'El títol és massa llarg', {}));
    await settled();
    expect(autosave.state).toEqual({ kind: 'error', message: 'El títol és massa llarg' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
    autosave.change(input('AB'), true);
    await vi.advanceTimersByTimeAsync(800);
    expect(sent).toHaveLength(2);
  });

  it('waits while signed out, and sends the moment staff sign in again', async () => {
    const { autosave, sent } = machine();
    autosave.signedIn();
    expect(sent).toHaveLength(0);
    autosave.change(input('A'), true);
    await vi.advanceTimersByTimeAsync(800);
    sent[0]!.reject(new ApiError(401, 'unauthorized', 'Cal iniciar la sessió', {}));
    await settled();
    expect(autosave.state.kind).toBe('signed-out');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
    autosave.signedIn();
    expect(sent).toHaveLength(2);
    expect(autosave.state.kind).toBe('saving');
  });

  it('sends what is pending as a keepalive request when the page is left, unless it is too long for one', async () => {
    const { autosave, sent, kept } = machine();
    autosave.change(input('A'), true);
    autosave.leave();
    expect(kept.at(-1)?.input.title).toBe('A');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.keepalive).toBe(true);

    const long = machine();
    long.autosave.change(input('x'.repeat(70_000)), true);
    long.autosave.dispose();
    expect(long.sent).toHaveLength(1);
    expect(long.sent[0]!.keepalive).toBe(false);
  });

  it('Desa sends what is pending now, or says again with the time that all is saved', async () => {
    const { autosave, sent, states } = machine();
    autosave.saveNow();
    expect(autosave.state).toEqual({ kind: 'saved', at: '2026-11-25T08:00:00.000Z' });
    autosave.change(input('A'), true);
    autosave.saveNow();
    expect(sent).toHaveLength(1);
    expect(states).toEqual(['saved', 'pending', 'saving']);
  });

  it('settles before a step that replaces the text: true once the server has everything', async () => {
    const { autosave, sent } = machine();
    autosave.change(input('A'), true);
    const settling = autosave.settle();
    expect(sent).toHaveLength(1);
    sent[0]!.resolve(answer(4));
    expect(await settling).toBe(true);
  });

  it('puts recovered text on the revision it was typed on', async () => {
    const { autosave, sent } = machine(5);
    autosave.rebase(4);
    autosave.change(input('Recovered'), true);
    await vi.advanceTimersByTimeAsync(800);
    expect(sent[0]!.body.baseRevision).toBe(4);
  });
});
