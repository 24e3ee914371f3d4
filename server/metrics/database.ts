/**
 * The database's metrics: each query's duration (knex's query events, matched by their uid) and
 * the pool's connections by state (tarn's counters, read at each scrape). Returns the detach.
 */
import type { Knex } from 'knex';
import { dbQueryDuration, watchPool } from './registry.js';

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

type QueryData = { __knexQueryUid?: string };

export function instrumentDatabase(db: Knex): () => void {
  const started = new Map<string, bigint>();
  const begin = (query: QueryData) => {
    if (query.__knexQueryUid) started.set(query.__knexQueryUid, process.hrtime.bigint());
  };
  const end = (_answer: unknown, query: QueryData) => {
    const at = query.__knexQueryUid ? started.get(query.__knexQueryUid) : undefined;
    if (at === undefined) return;
    started.delete(query.__knexQueryUid!);
    dbQueryDuration.observe(Number(process.hrtime.bigint() - at) / 1e9);
  };
  db.on('query', begin).on('query-response', end).on('query-error', end);
  const unwatch = watchPool(() => {
    const pool = (db.client as { pool?: TarnPool }).pool;
    return pool ? { used: pool.numUsed(), free: pool.numFree(), pending: pool.numPendingAcquires() } : { used: 0, free: 0, pending: 0 };
  });
  return () => {
    db.off('query', begin).off('query-response', end).off('query-error', end);
    unwatch();
  };
}
