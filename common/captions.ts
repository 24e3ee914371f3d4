/**
 * Which caption belongs to which picture in an article's body (spec §2): the web page draws it in
 * the picture's figure (renderer/views/article/ArticleBody.tsx) and the PDF keeps it with the
 * picture (common/pdf/blocks.ts), both before the text of the paragraph that carries the picture.
 */
import type { BodyBlock } from './types.js';

/** A paragraph in the 'image-foot' class: a caption. */
export const isCaptionParagraph = (block: BodyBlock): boolean => block.type === 'paragraph' && block.className === 'image-foot';

/**
 * The caption of each picture that takes the next block as its own, picture index → caption index:
 * an 'image-foot' paragraph right after a paragraph that carries an image (the imported shape of
 * a captioned figure), or after an image block with no caption of its own.
 */
export function pictureCaptions(blocks: readonly BodyBlock[]): Map<number, number> {
  const captions = new Map<number, number>();
  blocks.forEach((block, index) => {
    const next = blocks[index + 1];
    if (!next || !isCaptionParagraph(next) || isCaptionParagraph(block)) return;
    const picture = (block.type === 'paragraph' && block.image?.name) || (block.type === 'image' && block.name.trim() && !block.content?.trim());
    if (picture) captions.set(index, index + 1);
  });
  return captions;
}
