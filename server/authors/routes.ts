/** Authors API (base /api/authors): public reads by id and by slug, admin writes; one handler per route of authorsApi. */
import type { authorsApi } from '../../common/api/authors.js';
import type { Db } from '../db/connection.js';
import type { Handlers } from '../http/mount.js';
import * as q from './queries.js';
import type { AuthorService } from './service.js';

export function authorHandlers(db: Db, authors: AuthorService): Handlers<typeof authorsApi> {
  // The slug and the id routes answer alike: each finds the author by its key, then the same call.
  const articles = async (found: Promise<{ _id: string }>, page: number, limit: number, audience: 'public' | 'preview') =>
    q.authorArticles(db, (await found)._id, page, limit, audience);
  return {
    list: ({ query }, { audience }) => q.listAuthors(db, query, audience),
    top: async ({ query }, { audience }) => ({ authors: await q.topAuthors(db, query.limit, audience) }),
    specialties: async (_input, { audience }) => ({ specialties: await q.specialties(db, audience) }),
    search: async ({ query }, { audience }) => ({ authors: await q.searchAuthors(db, query.q, query.limit, audience) }),
    staffList: async ({ query }) => ({ authors: await authors.staffList(query.search) }),
    bySlug: ({ params }, { audience }) => authors.bySlug(params.slug, audience),
    articlesBySlug: ({ params, query }, { audience }) => articles(authors.bySlug(params.slug, audience), query.page, query.limit, audience),
    statsBySlug: async ({ params }, { audience }) => q.authorStats(db, (await authors.bySlug(params.slug, audience))._id, audience),
    byId: ({ params }, { audience }) => authors.byId(params.id, audience),
    articlesById: ({ params, query }, { audience }) => articles(authors.byId(params.id, audience), query.page, query.limit, audience),
    statsById: async ({ params }, { audience }) => q.authorStats(db, (await authors.byId(params.id, audience))._id, audience),
    create: ({ body }) => authors.create(body),
    update: ({ params, body }) => authors.update(params.id, body),
    deactivate: async ({ params: { id } }) => {
      await authors.deactivate(id);
      return { success: true, _id: id, active: false };
    },
    reactivate: async ({ params: { id } }) => {
      await authors.reactivate(id);
      return { success: true, _id: id, active: true };
    },
  };
}
