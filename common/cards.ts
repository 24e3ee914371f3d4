/** Home-grid rules (spec §2, §9): card size by position and the summary each card shows. */
import { CARD_SIZE_PATTERN, SUMMARY_LIMITS, type CardSize } from './constants.js';
import { escapeHtml, htmlToText, truncateText } from './html.js';
import type { BodyBlock } from './types.js';

export function cardSize(index: number): CardSize {
  const n = CARD_SIZE_PATTERN.length;
  return CARD_SIZE_PATTERN[((index % n) + n) % n]!;
}

/** The article summary, or its paragraphs joined with two line breaks (spec §2). */
export function summarySource(article: { summary?: string; text?: readonly BodyBlock[] }): string {
  if (article.summary && article.summary.trim().length > 0) return article.summary;
  return (article.text ?? [])
    .filter((block) => block.type === 'paragraph' && block.className !== 'image-foot')
    .map((block) => (block as { content: string }).content)
    .join('<br><br>');
}

/**
 * The summary a card shows. Large and medium cards are cut to their limit with an ellipsis;
 * small cards show it in full. A cut summary is returned as plain text so that no tag is split.
 */
export function cardSummary(
  article: { summary?: string; text?: readonly BodyBlock[] },
  size: CardSize,
): { html: string; truncated: boolean } {
  const source = summarySource(article);
  if (size === 'small') return { html: source, truncated: false };
  const limit = SUMMARY_LIMITS[size];
  const text = htmlToText(source);
  if (text.length <= limit) return { html: source, truncated: false };
  return { html: escapeHtml(truncateText(text, limit)).replace(/\n+/g, '<br><br>'), truncated: true };
}

