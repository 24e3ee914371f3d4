/**
 * What the printed-pages preview composes: the edition as the print engine reads it (GET
 * /api/pdf/edition/{n}/content, drafts included for staff), with what is on the desk laid over
 * it: the article being edited in its place (a new one at the end), or the edition's own fields
 * and article order as the edition screen holds them.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PrintEdition } from '../../../common/pdf/compose.js';
import type { Article, Issue } from '../../../common/types.js';
import { fetchPrintContent } from '../../api/pdf.js';

/** The id the preview gives an article not yet created. */
export const NEW_ARTICLE_ID = 'nou';

function usePrintContent(number: number) {
  return useQuery({
    queryKey: ['admin', 'desk', 'print', number],
    queryFn: (ctx) => fetchPrintContent(number, ctx),
    staleTime: 0,
  }).data;
}

export function withArticle(edition: PrintEdition, article: Article): PrintEdition {
  const known = edition.articles.some((a) => a._id === article._id);
  return {
    issue: edition.issue,
    articles: known ? edition.articles.map((a) => (a._id === article._id ? article : a)) : [...edition.articles, article],
  };
}

/** The edition's fields as the form holds them, and its articles in the order shown. */
function withIssue(edition: PrintEdition, fields: Partial<Issue>, order: readonly string[]): PrintEdition {
  const place = new Map(order.map((id, index) => [id, index]));
  const articles = [...edition.articles].sort((a, b) => (place.get(a._id) ?? order.length) - (place.get(b._id) ?? order.length));
  return { issue: { ...edition.issue, ...fields, articlesOrder: [...order] }, articles };
}

export function usePrintEditionWith(number: number, article: Article): PrintEdition | null {
  const content = usePrintContent(number);
  return useMemo(() => (content ? withArticle(content, article) : null), [content, article]);
}

export function usePrintEditionOf(number: number, fields: Partial<Issue>, order: readonly string[]): PrintEdition | null {
  const content = usePrintContent(number);
  return useMemo(() => (content ? withIssue(content, fields, order) : null), [content, fields, order]);
}
