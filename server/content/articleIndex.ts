/**
 * What the content area's writes need of the full-text index: keeping it in step inside the same
 * transaction. The search area implements it (search/engine.ts `articleIndex`) and the composition
 * root hands it to the ContentWriter, so content never imports search.
 */
import type { Knex } from 'knex';

export interface ArticleIndex {
  /** (Re)indexes the given articles, after they were inserted or changed. */
  indexArticles(trx: Knex, articleIds: readonly string[]): Promise<void>;
  removeArticles(trx: Knex, articleIds: readonly string[]): Promise<void>;
  /** After an author record is written: its (possibly new) name must reach its articles' index. */
  reindexAuthor(trx: Knex, authorId: string, name: string): Promise<void>;
  /** Rebuilds the whole index; returns how many articles it holds. */
  reindexAll(trx: Knex): Promise<number>;
}
