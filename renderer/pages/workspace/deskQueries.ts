/** The desk's first reads, as its screens ask for them and as their pages name them in the HTML (deskPage.ts). */
import { queryOptions } from '@tanstack/react-query';
import { deskKeys, fetchDeskArticle } from '../../api/desk.js';

/** An article as the editor opens it. */
export const deskArticleQuery = (id: string) => queryOptions({ queryKey: deskKeys.article(id), queryFn: (ctx) => fetchDeskArticle(id, ctx), staleTime: Infinity });
