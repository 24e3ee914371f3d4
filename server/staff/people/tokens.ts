/**
 * Personal API tokens (issue 27 item 5): a person's named bearer tokens for scripts and for the
 * desktop app's link to the public site. The secret (TOKEN_PREFIX and 32 random bytes) is given
 * once; the table keeps its SHA-256. A token acts as its owner with its own role, never above the
 * owner's current one; it stops working when revoked (its row deleted) or its owner is suspended
 * (their tokens deleted with their sessions, and a suspended owner's token refused in any case).
 * Every instance reads the same table, so both take effect on all of them at the next call.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { PersonalTokenView } from '../../../common/api/tokens.js';
import { lowerRole, type Actor, type StaffRole } from '../../../common/staff/actor.js';
import { TOKEN_PREFIX } from '../../../common/staff/tokens.js';
import type { Db } from '../../db/connection.js';

/** `last_used_at` is written at most this often: a script's busy minute is not a write per call. */
const TOUCH_EVERY_MS = 60_000;

interface TokenRow {
  id: number;
  name: string;
  role: StaffRole;
  created_at: number | string;
  last_used_at: number | string | null;
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const isoOf = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const view = (r: TokenRow): PersonalTokenView => ({ id: r.id, name: r.name, role: r.role, createdAt: isoOf(r.created_at)!, lastUsedAt: isoOf(r.last_used_at) });

export class StaffTokens {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Makes a token of a person; the secret goes back to them and is kept nowhere. */
  async create(personId: number, name: string, role: StaffRole): Promise<{ token: PersonalTokenView; secret: string }> {
    const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const row = { person_id: personId, name: name.trim(), role, token_hash: hashOf(secret), created_at: this.now(), last_used_at: null };
    const [inserted] = (await this.db('staff_tokens').insert(row).returning('id')) as ({ id: number } | number)[];
    const id = typeof inserted === 'object' ? inserted.id : inserted!;
    return { token: view({ ...row, id }), secret };
  }

  /** A person's tokens, the newest first. */
  async list(personId: number): Promise<PersonalTokenView[]> {
    const rows = (await this.db('staff_tokens').where({ person_id: personId }).orderBy('created_at', 'desc').orderBy('id', 'desc').select('id', 'name', 'role', 'created_at', 'last_used_at')) as TokenRow[];
    return rows.map(view);
  }

  /** Revokes one of a person's tokens: what it was, or null when they have none of that id. */
  async revoke(personId: number, id: number): Promise<PersonalTokenView | null> {
    return this.db.transaction(async (trx) => {
      const row = (await trx('staff_tokens').where({ id, person_id: personId }).first('id', 'name', 'role', 'created_at', 'last_used_at')) as TokenRow | undefined;
      if (!row) return null;
      await trx('staff_tokens').where({ id }).delete();
      return view(row);
    });
  }

  /** Ends every token of a person (their suspension), in the caller's transaction. */
  async endAll(personId: number, trx: Db = this.db): Promise<number> {
    return trx('staff_tokens').where({ person_id: personId }).delete();
  }

  /** Who a bearer token acts as, or null (unknown, revoked, or its owner suspended). */
  async resolve(secret: string): Promise<Extract<Actor, { kind: 'token' }> | null> {
    const row = (await this.db('staff_tokens as t')
      .join('staff_people as p', 'p.id', 't.person_id')
      .where('t.token_hash', hashOf(secret))
      .first('t.id', 't.name', 't.role', 't.last_used_at', 't.person_id', 'p.name as owner', 'p.role as owner_role', 'p.status')) as
      | { id: number; name: string; role: StaffRole; last_used_at: number | string | null; person_id: number; owner: string; owner_role: StaffRole; status: string }
      | undefined;
    if (!row || row.status !== 'active') return null;
    const now = this.now();
    if (row.last_used_at === null || now - Number(row.last_used_at) > TOUCH_EVERY_MS) await this.db('staff_tokens').where({ id: row.id }).update({ last_used_at: now });
    return { kind: 'token', id: row.id, name: row.owner, tokenName: row.name, personId: row.person_id, role: lowerRole(row.role, row.owner_role) };
  }
}
