/** Small records in the API's shapes for component tests. */
import type { DeskArticle, DeskEdition } from '../../common/api/desk.js';
import type { SectionKey } from '../../common/sections.js';
import type { ArticleSummary, IssueWithArticles, Pagination } from '../../common/types.js';

export function articleSummary(n: number, section: SectionKey = 'llibres', overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    _id: `a${n}`,
    title: `Article ${n}`,
    section,
    url: `article-${n}`,
    summary: `Resum de l'article ${n}.`,
    authors: ['Marta Puig'],
    author: 'Marta Puig',
    imageCard: `card-${n}.jpg`,
    data: '01/02/2024',
    issueNumber: 40,
    ...overrides,
  };
}

export function pagination(page: number, total: number, limit: number): Pagination {
  return { page, pages: Math.ceil(total / limit), total, limit };
}

/** The answer of GET /api/issues/latest: an edition of `count` articles. */
export function latestIssue(number = 48, count = 3): IssueWithArticles {
  const articles = Array.from({ length: count }, (_, i) => articleSummary(i + 1, 'llibres', { issueNumber: number }));
  return {
    issue: {
      _id: `issue-${number}`,
      number,
      publicationDate: '2024-01-01',
      year: 2024,
      title: 'Paisatges de gener',
      description: 'Una edició de prova.',
      totalArticles: count,
      sections: ['llibres'],
      pdfManual: false,
      articlesOrder: articles.map((a) => a._id),
    },
    articles,
  };
}

/** Draft edition 60 at the desk ('Esborrany de febrer'), holding these articles in this order. */
export function deskDraftEdition(articles: DeskArticle[]): DeskEdition {
  return {
    issue: {
      _id: 'issue-60',
      number: 60,
      publicationDate: '2030-02-01',
      year: 2030,
      title: 'Esborrany de febrer',
      description: '',
      totalArticles: articles.length,
      sections: ['llibres'],
      pdfManual: false,
      articlesOrder: articles.map((a) => a.article._id),
      status: 'draft',
    },
    articles,
  };
}
