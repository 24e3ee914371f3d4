/**
 * Which of the library's files the grid shows: a library holds every picture the magazine uses
 * (hundreds), so staff narrow it by what they remember of a file (its name, its alt text, where it
 * is used) or to the images still without alt text, and it grows a page at a time.
 */
import type { MediaItem } from '../../../common/api/desk.js';
import { foldAccents } from '../../../common/authors.js';

export const MEDIA_PAGE_SIZE = 24;

interface MediaFilter {
  query: string;
  undescribedOnly: boolean;
}

/** An image readers get with no description (videos may go without). */
export const isUndescribed = (item: MediaItem): boolean => item.kind === 'image' && !item.alt?.trim();

export function filterMedia(items: readonly MediaItem[], { query, undescribedOnly }: MediaFilter): MediaItem[] {
  const words = foldAccents(query).split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (undescribedOnly && !isUndescribed(item)) return false;
    if (words.length === 0) return true;
    const haystack = foldAccents([item.name, item.alt ?? '', ...item.usedBy.map((use) => use.label)].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
