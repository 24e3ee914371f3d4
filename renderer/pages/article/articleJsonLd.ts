/** The JSON-LD node of an article: its headline, image, authors (their profiles when they have one) and edition. */
import { truncateText } from '../../../common/html.js';
import { paths } from '../../../common/routes/index.js';
import { publicationIssueRef } from '../../../common/seo/jsonLd.js';
import { describe, plain, type MetaContext, type MetaImage } from '../../../common/seo/pageMeta.js';
import { absolute } from '../../../common/seo/site.js';
import { sectionName } from '../../../common/sections.js';
import { summarySource } from '../../../common/cards.js';
import type { Article, Issue } from '../../../common/types.js';

/** A credited name, with the slug of the profile it names (none when no active author has it). */
export interface NamedAuthor {
  name: string;
  slug?: string | undefined;
}

function personNode(ctx: MetaContext, a: NamedAuthor): Record<string, unknown> {
  if (!a.slug) return { '@type': 'Person', name: a.name };
  const url = absolute(ctx.publicUrl, paths.author(a.slug));
  return { '@type': 'Person', '@id': `${url}#person`, name: a.name, url };
}

interface ArticleFacts {
  article: Article;
  canonical: string;
  title: string;
  published: string | undefined;
  img: MetaImage;
  authors: NamedAuthor[];
  issue: Issue | undefined;
}

export function articleNode(ctx: MetaContext, { article, canonical, title, published, img, authors, issue }: ArticleFacts): Record<string, unknown> {
  return {
    '@type': 'Article',
    '@id': `${canonical}#article`,
    headline: truncateText(title, 110),
    name: title,
    description: describe(plain(summarySource(article))),
    url: canonical,
    mainEntityOfPage: canonical,
    inLanguage: 'ca',
    articleSection: sectionName(article.section),
    ...(published ? { datePublished: published } : {}),
    image: { '@type': 'ImageObject', url: img.url, ...(img.width ? { width: img.width, height: img.height } : {}) },
    author: authors.map((a) => personNode(ctx, a)),
    publisher: { '@id': `${ctx.publicUrl}/#organization` },
    ...(issue ? { isPartOf: publicationIssueRef(ctx.publicUrl, issue) } : {}),
  };
}
