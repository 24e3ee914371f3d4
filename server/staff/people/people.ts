/**
 * The newsroom's people (issue 27): joined by invitation (links.ts), or the first administrator at setup, with
 * a role and a status; suspending a person ends all their sessions and tokens in the same transaction, so
 * their next call on any instance is refused.
 */
import type { StaffRole } from '../../../common/staff/actor.js';
import type { StaffPerson } from '../../../common/api/people.js';
import type { Db } from '../../db/connection.js';
import { HttpError } from '../../http/errors.js';
import { hashPassword, passwordProblem } from './passwords.js';
import type { StaffSessions } from './sessions.js';
import type { StaffTokens } from './tokens.js';

interface PersonRow {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  status: 'active' | 'suspended';
  password_hash: string | null;
  created_at: string;
  last_sign_in_at: string | null;
}

/** E-mail addresses are one whatever their case: `email_key` is the form compared. */
export const emailKey = (email: string) => email.trim().toLowerCase();

const view = (r: PersonRow): StaffPerson => ({
  id: r.id,
  name: r.name,
  email: r.email,
  role: r.role,
  status: r.status,
  createdAt: r.created_at,
  lastSignInAt: r.last_sign_in_at,
});

export interface NewPerson {
  name: string;
  email: string;
  role: StaffRole;
  /** None: an invitee who joined with a passkey (a password sign-in is refused as a wrong password). */
  password: string | null;
}

export class StaffPeople {
  constructor(
    private readonly db: Db,
    private readonly sessions: StaffSessions,
    private readonly tokens: StaffTokens,
  ) {}

  async anyone(trx: Db = this.db): Promise<boolean> {
    return (await trx('staff_people').first('id')) !== undefined;
  }

  async list(): Promise<StaffPerson[]> {
    return ((await this.db('staff_people').orderBy('name').orderBy('id')) as PersonRow[]).map(view);
  }

  /** The person with this e-mail, with their password's hash, for sign-in. */
  async byEmail(email: string): Promise<(StaffPerson & { passwordHash: string | null }) | null> {
    const row = (await this.db('staff_people').where({ email_key: emailKey(email) }).first()) as PersonRow | undefined;
    return row ? { ...view(row), passwordHash: row.password_hash } : null;
  }

  /**
   * Adds a person; `onlyIfNobody` refuses (409 setup_done) once anyone exists, in the same
   * transaction, so two first-administrator forms sent at once make one administrator. `within`
   * runs in that transaction once the person is in (an invitation's link is used up there).
   */
  async add(person: NewPerson, options: { onlyIfNobody?: boolean; within?: (trx: Db, added: StaffPerson) => Promise<void> } = {}): Promise<StaffPerson> {
    const problem = person.password === null ? null : passwordProblem(person.password);
    if (problem) throw new HttpError(400, problem.code, problem.message);
    const passwordHash = person.password === null ? null : await hashPassword(person.password);
    return this.db.transaction(async (trx) => {
      if (options.onlyIfNobody && (await this.anyone(trx))) throw setupDone();
      if (await trx('staff_people').where({ email_key: emailKey(person.email) }).first('id')) {
        throw new HttpError(409, 'email_taken', `Ja hi ha una persona de l’equip amb l’adreça ${person.email.trim()}.`);
      }
      const row = { name: person.name.trim(), email: person.email.trim(), email_key: emailKey(person.email), role: person.role, status: 'active', password_hash: passwordHash, created_at: new Date().toISOString(), last_sign_in_at: null };
      const [inserted] = (await trx('staff_people').insert(row).returning('id')) as ({ id: number } | number)[];
      const id = typeof inserted === 'object' ? inserted.id : inserted!;
      const added = view({ ...row, id } as PersonRow);
      await options.within?.(trx, added);
      return added;
    });
  }

  /** The person with this id (null when there is none). */
  async byId(id: number): Promise<StaffPerson | null> {
    const row = (await this.db('staff_people').where({ id }).first()) as PersonRow | undefined;
    return row ? view(row) : null;
  }

  /**
   * A new password for a person (a reset link): checked as any new one; every session of theirs
   * ends in the same transaction, and `within` (the link used up) runs there too.
   */
  async setPassword(id: number, password: string, within: (trx: Db) => Promise<void>): Promise<void> {
    const problem = passwordProblem(password);
    if (problem) throw new HttpError(400, problem.code, problem.message);
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (trx) => {
      await within(trx);
      await trx('staff_people').where({ id }).update({ password_hash: passwordHash });
      await this.sessions.endAll(id, trx);
    });
  }

  /** Changes role or status; an administrator cannot change their own (nobody locks the team out by a slip). */
  async update(id: number, changes: { role?: StaffRole; status?: 'active' | 'suspended' }, by: number | null): Promise<StaffPerson> {
    if (id === by) throw new HttpError(409, 'own_account', 'No pots canviar el teu propi rol ni suspendre’t: demana-ho a un altre administrador.');
    return this.db.transaction(async (trx) => {
      const row = (await trx('staff_people').where({ id }).first()) as PersonRow | undefined;
      if (!row) throw new HttpError(404, 'person_not_found', 'No hi ha cap persona de l’equip amb aquest identificador.');
      const next = { role: changes.role ?? row.role, status: changes.status ?? row.status };
      await trx('staff_people').where({ id }).update(next);
      // A suspended person's sessions and tokens end now, on every instance: they live in these tables.
      if (next.status === 'suspended') {
        await this.sessions.endAll(id, trx);
        await this.tokens.endAll(id, trx);
      }
      return view({ ...row, ...next });
    });
  }

  async signedIn(id: number): Promise<void> {
    await this.db('staff_people').where({ id }).update({ last_sign_in_at: new Date().toISOString() });
  }
}

export const setupDone = () => new HttpError(409, 'setup_done', 'El primer administrador ja existeix: inicia la sessió amb la teva adreça i contrasenya.');
