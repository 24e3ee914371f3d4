/** The media files an edition uses: its cover, its articles' cards and the files their bodies show. */
import type { Article, Issue } from './types.js';

export function editionMediaNames(issue: Pick<Issue, 'coverImage'>, articles: readonly Pick<Article, 'imageCard' | 'text'>[]): string[] {
  const names = new Set<string>();
  if (issue.coverImage) names.add(issue.coverImage);
  for (const article of articles) {
    if (article.imageCard) names.add(article.imageCard);
    for (const block of article.text) {
      if (block.type === 'image' || block.type === 'video') names.add(block.name);
      if (block.type === 'paragraph' && block.image?.name) names.add(block.image.name);
    }
  }
  return [...names];
}
