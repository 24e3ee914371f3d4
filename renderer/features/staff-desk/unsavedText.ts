/**
 * Text typed at the desk that the server does not have yet, kept in this computer's localStorage
 * per article until a save succeeds: if the window closes or the server is lost, reopening the
 * article offers it back. Storage may be full or refused (private windows): then nothing is kept.
 */
import type { ArticleInput } from '../../../common/api/desk.js';

export interface UnsavedText {
  input: ArticleInput;
  /** The revision the text was typed on. */
  baseRevision: number;
  /** When it was typed (ISO). */
  at: string;
}

const keyOf = (id: string) => `revista-estany:desk:sense-desar:${id}`;

export function keepUnsaved(id: string, input: ArticleInput, baseRevision: number): void {
  try {
    localStorage.setItem(keyOf(id), JSON.stringify({ input, baseRevision, at: new Date().toISOString() } satisfies UnsavedText));
  } catch {
    // Full or refused: the server save is still on its way.
  }
}

export function forgetUnsaved(id: string): void {
  try {
    localStorage.removeItem(keyOf(id));
  } catch {
    // Nothing kept.
  }
}

export function readUnsaved(id: string): UnsavedText | null {
  try {
    const raw = localStorage.getItem(keyOf(id));
    if (!raw) return null;
    const kept = JSON.parse(raw) as Partial<UnsavedText>;
    return kept.input && typeof kept.baseRevision === 'number' && typeof kept.at === 'string' ? (kept as UnsavedText) : null;
  } catch {
    return null;
  }
}
