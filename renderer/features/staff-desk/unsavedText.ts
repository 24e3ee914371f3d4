/**
 * Text typed at the desk that the server does not have yet, kept in this computer's localStorage
 * per article until a save succeeds: if the window closes or the server is lost, reopening the
 * article offers it back. Storage may be full or refused (private windows): then nothing is kept.
 *
 * A window closed just after typing sends its last save as the page dies: the server takes it,
 * but the page is gone before the answer could clear what is kept. So the kept record also names
 * the save on its way (`sent`), and reopening compares both with what the server has now: the
 * server's own text, or this computer's save landed, is no text to recover (issue 26).
 */
import type { ArticleInput } from '../../../common/api/desk.js';
import type { Article } from '../../../common/types.js';
import { spellingKey } from '../../../common/authors.js';

export interface UnsavedText {
  input: ArticleInput;
  /** The revision the text was typed on. */
  baseRevision: number;
  /** When it was typed (ISO). */
  at: string;
  /** A save of this text sent on `baseRevision` whose answer this computer never saw. */
  sent?: ArticleInput;
}

const keyOf = (id: string) => `revista-estany:desk:sense-desar:${id}`;

export function keepUnsaved(id: string, input: ArticleInput, baseRevision: number, sent?: ArticleInput): void {
  try {
    const kept: UnsavedText = { input, baseRevision, at: new Date().toISOString(), ...(sent ? { sent } : {}) };
    localStorage.setItem(keyOf(id), JSON.stringify(kept));
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

/**
 * HTML as the browser reads it: the server's sanitiser writes the same text with other entities
 * (a typed no-break space, quotes) and adds target/rel to outside links, none of which is a change.
 */
function sameHtml(a: string, b: string): boolean {
  if (a === b) return true;
  const read = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    for (const link of template.content.querySelectorAll('a')) {
      link.removeAttribute('target');
      link.removeAttribute('rel');
    }
    return template.innerHTML;
  };
  return read(a) === read(b);
}

/** Two values alike once absent keys, key order and HTML spelling are set aside. */
function alike(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return sameHtml(a, b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => alike(item, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => alike((a as Record<string, unknown>)[key] ?? null, (b as Record<string, unknown>)[key] ?? null));
  }
  return (a ?? null) === (b ?? null);
}

/** Whether the server's article already says what this text says (authors matched as the directory matches them). */
export function savedAlready(input: ArticleInput, article: Article): boolean {
  const authors = (names: readonly string[] | undefined) => (names ?? []).map(spellingKey);
  return (
    alike(authors(input.authors), authors(article.authors)) &&
    alike(
      { section: input.section, title: input.title, url: input.url ?? article.url, data: input.data, summary: input.summary ?? '', imageCard: input.imageCard, titlePdf: input.titlePdf ?? '', text: input.text ?? [] },
      { section: article.section, title: article.title, url: article.url, data: article.data, summary: article.summary ?? '', imageCard: article.imageCard, titlePdf: article.titlePdf ?? '', text: article.text },
    )
  );
}

/**
 * What reopening an article offers back: nothing when the server has the kept text; when the
 * server's latest revision is this computer's own save that landed as the window closed, the text
 * typed after it, on that revision (so recovering it is no conflict with oneself).
 */
export function recoverable(kept: UnsavedText, current: { article: Article; revision: number }): UnsavedText | null {
  if (savedAlready(kept.input, current.article)) return null;
  const ownSaveLanded = kept.sent !== undefined && current.revision === kept.baseRevision + 1 && savedAlready(kept.sent, current.article);
  return ownSaveLanded ? { input: kept.input, baseRevision: current.revision, at: kept.at } : kept;
}
