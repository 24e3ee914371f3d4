/**
 * Staff sessions on the server (issue 27): the cookie holds a random token, the table its SHA-256,
 * so every instance on the database sees a session open and ended at once. A session ends after
 * SESSION_IDLE_MS unused, or SESSION_LIFETIME_MS after it opened, whichever comes first.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Actor, StaffRole } from '../../../common/staff/actor.js';
import type { StaffSessionView } from '../../../common/api/people.js';
import { classifyUserAgent } from '../../analytics/lib/classify.js';
import type { Db } from '../../db/connection.js';

export const SESSION_IDLE_MS = 12 * 3_600_000;
export const SESSION_LIFETIME_MS = 7 * 24 * 3_600_000;
/** `last_used_at` is written at most this often: a busy desk is not a write per call. */
const TOUCH_EVERY_MS = 60_000;

/** A signed-in session as a request carries it: its row, and who acts. */
export interface OpenSession {
  id: number;
  actor: Extract<Actor, { kind: 'operator' | 'person' }>;
}

interface SessionRow {
  id: number;
  person_id: number | null;
  created_at: number | string;
  last_used_at: number | string;
  name: string | null;
  role: StaffRole | null;
  status: string | null;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export class StaffSessions {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Opens a session for a person (null: the operator); the token goes in the cookie and nowhere else. */
  async open(personId: number | null, userAgent: string | undefined): Promise<{ token: string; maxAgeMs: number }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const { browser, os } = classifyUserAgent(userAgent);
    await this.db.transaction(async (trx) => {
      // Sessions past their time are removed as new ones open: the table holds live sessions only.
      await trx('staff_sessions').where('last_used_at', '<', now - SESSION_IDLE_MS).orWhere('created_at', '<', now - SESSION_LIFETIME_MS).delete();
      await trx('staff_sessions').insert({ token_hash: hashOf(token), person_id: personId, browser: browser.slice(0, 100), system: os.slice(0, 100), created_at: now, last_used_at: now });
    });
    return { token, maxAgeMs: SESSION_LIFETIME_MS };
  }

  /** The session a cookie's token opens, or null (unknown, ended, expired, or its person suspended). */
  async resolve(token: string): Promise<OpenSession | null> {
    const row = (await this.db('staff_sessions as s')
      .leftJoin('staff_people as p', 'p.id', 's.person_id')
      .where('s.token_hash', hashOf(token))
      .first('s.id', 's.person_id', 's.created_at', 's.last_used_at', 'p.name', 'p.role', 'p.status')) as SessionRow | undefined;
    if (!row) return null;
    const now = this.now();
    const lastUsed = Number(row.last_used_at);
    if (lastUsed < now - SESSION_IDLE_MS || Number(row.created_at) < now - SESSION_LIFETIME_MS) return null;
    if (row.person_id !== null && (row.status !== 'active' || !row.role)) return null;
    if (now - lastUsed > TOUCH_EVERY_MS) await this.db('staff_sessions').where({ id: row.id }).update({ last_used_at: now });
    const actor: OpenSession['actor'] = row.person_id === null ? { kind: 'operator' } : { kind: 'person', id: row.person_id, name: row.name ?? '', role: row.role! };
    return { id: row.id, actor };
  }

  /** Signs a token out for real: its row is gone, so the cookie opens nothing anywhere. */
  async end(token: string): Promise<void> {
    await this.db('staff_sessions').where({ token_hash: hashOf(token) }).delete();
  }

  /** Ends one session of a person (null: the operator's); how many ended (0 if it is not theirs). */
  async endOne(personId: number | null, sessionId: number): Promise<number> {
    return this.db('staff_sessions').where({ id: sessionId }).andWhere((q) => (personId === null ? q.whereNull('person_id') : q.where({ person_id: personId }))).delete();
  }

  /** Ends every session of a person (null: the operator's). */
  async endAll(personId: number | null, trx: Db = this.db): Promise<number> {
    return personId === null ? trx('staff_sessions').whereNull('person_id').delete() : trx('staff_sessions').where({ person_id: personId }).delete();
  }

  /** A person's live sessions, the last used first. */
  async list(personId: number | null, currentId: number | null): Promise<StaffSessionView[]> {
    const now = this.now();
    const query = this.db('staff_sessions').where('last_used_at', '>=', now - SESSION_IDLE_MS).andWhere('created_at', '>=', now - SESSION_LIFETIME_MS);
    const rows = (await (personId === null ? query.whereNull('person_id') : query.where({ person_id: personId }))
      .orderBy('last_used_at', 'desc')
      .orderBy('id', 'desc')
      .select('id', 'browser', 'system', 'created_at', 'last_used_at')) as { id: number; browser: string; system: string; created_at: number | string; last_used_at: number | string }[];
    return rows.map((r) => ({
      id: r.id,
      browser: r.browser,
      system: r.system,
      createdAt: new Date(Number(r.created_at)).toISOString(),
      lastUsedAt: new Date(Number(r.last_used_at)).toISOString(),
      current: r.id === currentId,
    }));
  }
}
