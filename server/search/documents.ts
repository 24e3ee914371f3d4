/** What of an article goes into the search index, as plain text per weighted field. */
import { htmlToPlainLine } from '../../common/html.js';
import type { BodyBlock } from '../../common/types.js';
import { foldText, indexText, indexTextOfWords, words } from './normalise.js';

export interface SearchSource {
  id: string;
  title: string;
  summary: string | null;
  body: BodyBlock[];
  section: string;
  year: number;
  publishedOn: string;
  issueNumber: number;
  position: number;
  /** Names credited on the article and the current names of linked author records. */
  authorNames: string[];
}

/** The readable parts of a body, as HTML: paragraphs, quotes, headings, questions, lists, captions and notes. */
function bodyParts(body: readonly BodyBlock[]): string[] {
  const parts: string[] = [];
  for (const block of body) {
    switch (block.type) {
      case 'paragraph':
      case 'paragraph2':
      case 'title':
      case 'title2':
      case 'question':
        parts.push(block.content);
        break;
      case 'image':
      case 'video':
        if (block.content) parts.push(block.content);
        break;
      case 'youtube':
        if (block.foot) parts.push(block.foot);
        break;
      case 'biography':
        parts.push(...block.content);
        break;
      case 'footnotes':
        parts.push(...block.notes.map((n) => n.content));
        break;
      case 'list':
        parts.push(...block.items);
        break;
      default:
        break;
    }
  }
  return parts;
}

/** The readable text of a body, one line. */
export function bodyText(body: readonly BodyBlock[]): string {
  return bodyParts(body).map(htmlToPlainLine).filter((p) => p.length > 0).join(' ');
}

/**
 * The index words of each part, remembered: the desk saves a whole article at each pause in
 * typing, and only the block typed in has new words. Forgotten wholesale past a bound.
 */
const partWords = new Map<string, string[]>();
const PART_WORDS_MAX = 20_000;

/** words(bodyText(body)), part by part (the words of texts joined by spaces are their words joined). */
function bodyWords(body: readonly BodyBlock[]): string[] {
  return bodyParts(body).flatMap((part) => {
    let known = partWords.get(part);
    if (!known) {
      if (partWords.size >= PART_WORDS_MAX) partWords.clear();
      known = words(htmlToPlainLine(part));
      partWords.set(part, known);
    }
    return known;
  });
}

export interface IndexFields {
  title: string;
  summary: string;
  body: string;
  authors: string;
}

export function indexFields(source: SearchSource): IndexFields {
  return {
    title: indexText(htmlToPlainLine(source.title)),
    summary: indexText(htmlToPlainLine(source.summary ?? '')),
    body: indexTextOfWords(bodyWords(source.body)),
    authors: indexText([...new Set(source.authorNames)].join(' ')),
  };
}

/** The key of the 'Títol A-Z' sort: plain, accent-free, lower case, leading punctuation dropped. */
export function titleSortKey(title: string): string {
  return foldText(htmlToPlainLine(title)).replace(/^[^a-z0-9]+/, '').slice(0, 500);
}
