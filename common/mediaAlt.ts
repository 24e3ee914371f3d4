/**
 * Alt text lives in one place, the desk's media library, so a correction there reaches every use.
 * Articles carry it only on their way out: the server (and the desk's preview) fill each image
 * reference (card, image block, paragraph image) from the library before anyone reads it, and the
 * package export takes it out again (the package carries it in media.json).
 */
import type { BodyBlock } from './types.js';

interface WithImages {
  imageCard?: string | undefined;
  imageCardAlt?: string | undefined;
  text?: BodyBlock[] | undefined;
}

/** The names of the images an article shows (card and body), whose alt text it needs. */
export function articleImageNames(article: WithImages): string[] {
  const names = article.imageCard ? [article.imageCard] : [];
  for (const block of article.text ?? []) {
    if (block.type === 'image') names.push(block.name);
    if (block.type === 'paragraph' && block.image?.name) names.push(block.image.name);
  }
  return names;
}

const fillBlock = (block: BodyBlock, altOf: (name: string) => string | undefined): BodyBlock => {
  if (block.type === 'image') {
    const { alt: _old, ...rest } = block;
    const alt = altOf(block.name);
    return alt ? { ...rest, alt } : rest;
  }
  if (block.type === 'paragraph' && block.image) {
    const { alt: _old, ...image } = block.image;
    const alt = altOf(image.name);
    return { ...block, image: alt ? { ...image, alt } : image };
  }
  return block;
};

/** The article with each image's alt text as the library has it now (none where it has none). */
export function withMediaAlt<T extends WithImages>(article: T, altOf: (name: string) => string | undefined): T {
  const { imageCardAlt: _old, ...rest } = article;
  const cardAlt = article.imageCard ? altOf(article.imageCard) : undefined;
  return {
    ...rest,
    ...(cardAlt ? { imageCardAlt: cardAlt } : {}),
    ...(article.text ? { text: article.text.map((block) => fillBlock(block, altOf)) } : {}),
  } as T;
}

/** The article as it is stored and exchanged: no alt text of the library's in it. */
export const withoutMediaAlt = <T extends WithImages>(article: T): T => withMediaAlt(article, () => undefined);
