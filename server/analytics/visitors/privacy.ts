/**
 * Privacy by design (docs/decisions/0003-privacy-no-ip-stored.md, the Plausible approach): a visitor is a hash of salt + IP +
 * user agent, with a random salt per UTC day. Only today's and yesterday's salts exist (yesterday's
 * lets a session that crosses midnight keep going); older ones are deleted, so no stored hash can
 * ever be recomputed from an address. The IP itself is used in memory for the hash and the country
 * lookup, never written.
 */
import { createHash, randomBytes } from 'node:crypto';
import { addDays, utcDay } from '../../../common/dates.js';
import type { Db } from '../../db/connection.js';
import * as q from './queries.js';

export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('hex').slice(0, 32);
}

interface DailySalts {
  today: string;
  /** Null when nothing was recorded yesterday (no salt was made). */
  yesterday: string | null;
}

/**
 * Hands out the salts of the current day, creating today's on first use and deleting every older
 * salt than yesterday's. Kept in memory per day; the table is the shared truth between several
 * server processes on one database.
 */
export class SaltKeeper {
  private cached: { day: string; salts: DailySalts } | null = null;

  constructor(private readonly db: Db) {}

  async salts(now: number): Promise<DailySalts> {
    const today = utcDay(now);
    if (this.cached?.day === today) return this.cached.salts;
    const yesterday = addDays(today, -1);
    await q.insertSaltIfMissing(this.db, today, randomBytes(32).toString('hex'));
    await q.deleteSaltsBefore(this.db, yesterday);
    const stored = await q.readSalts(this.db, [today, yesterday]);
    const todaySalt = stored.get(today);
    if (!todaySalt) throw new Error('No s’ha pogut desar la sal del dia.');
    const salts = { today: todaySalt, yesterday: stored.get(yesterday) ?? null };
    this.cached = { day: today, salts };
    return salts;
  }
}
