/**
 * The people's passkeys and the challenges of their ceremonies, in the database (issue 27,
 * docs/decisions/0025-passkeys.md). A challenge is taken by deleting its row: of two instances that
 * receive the same answer, one deletes it and the other finds nothing, so each is used once.
 */
import { randomBytes } from 'node:crypto';
import type { PasskeyView } from '../../../common/api/passkeys.js';
import type { StaffPerson } from '../../../common/api/people.js';
import type { StaffRole } from '../../../common/staff/actor.js';
import type { Db } from '../../db/connection.js';
import { HttpError } from '../../http/errors.js';

/** How long a ceremony may take, from its options to its answer. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** 'invitation': an invitee's first passkey, bound to their invitation link (migration 025). */
export type Purpose = 'register' | 'authenticate' | 'invitation';

interface PasskeyRow {
  id: number;
  person_id: number;
  credential_id: string;
  public_key: string;
  counter: number | string;
  transports: string;
  user_handle: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A passkey as sign-in reads it: the credential and its person. */
export interface StoredPasskey {
  id: number;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  userHandle: string;
  person: StaffPerson;
}

/** A verified new passkey, ready to keep. */
export interface NewPasskey {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  userHandle: string;
  name: string;
}

const view = (r: Pick<PasskeyRow, 'id' | 'name' | 'created_at' | 'last_used_at'>): PasskeyView => ({ id: r.id, name: r.name, createdAt: r.created_at, lastUsedAt: r.last_used_at });

const notFound = () => new HttpError(404, 'passkey_not_found', 'No tens cap clau d’accés amb aquest identificador.');

export class StaffPasskeys {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new challenge for a ceremony (a registration's is bound to its person, or its invitation link, and user handle). */
  async issueChallenge(purpose: Purpose, personId: number | null = null, userHandle: string | null = null, linkId: number | null = null): Promise<string> {
    const challenge = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.db.transaction(async (trx) => {
      // Challenges past their time go as new ones come: the table holds live ceremonies only.
      await trx('staff_passkey_challenges').where('expires_at', '<', now).delete();
      await trx('staff_passkey_challenges').insert({ challenge, purpose, person_id: personId, user_handle: userHandle, link_id: linkId, expires_at: now + CHALLENGE_TTL_MS });
    });
    return challenge;
  }

  /**
   * Takes a challenge for its ceremony: whether it was live (issued for this purpose, person and
   * link, not expired, not used), with the user handle a registration was offered. Used up either way.
   */
  async takeChallenge(challenge: string, purpose: Purpose, personId: number | null = null, linkId: number | null = null): Promise<{ userHandle: string | null } | null> {
    return this.db.transaction(async (trx) => {
      const row = (await trx('staff_passkey_challenges').where({ challenge }).first('id', 'purpose', 'person_id', 'link_id', 'user_handle', 'expires_at')) as
        | { id: number; purpose: string; person_id: number | null; link_id: number | null; user_handle: string | null; expires_at: number | string }
        | undefined;
      if (!row) return null;
      // Deleted by id: of two takers at once, only one deletes the row.
      const deleted = await trx('staff_passkey_challenges').where({ id: row.id }).delete();
      const live = deleted === 1 && row.purpose === purpose && row.person_id === personId && row.link_id === linkId && Number(row.expires_at) >= this.now();
      return live ? { userHandle: row.user_handle } : null;
    });
  }

  /** The name and e-mail an authenticator shows for a person's passkey. */
  async identityOf(personId: number): Promise<{ name: string; email: string }> {
    const row = (await this.db('staff_people').where({ id: personId }).first('name', 'email')) as { name: string; email: string } | undefined;
    if (!row) throw new HttpError(404, 'person_not_found', 'No hi ha cap persona de l’equip amb aquest identificador.');
    return row;
  }

  async list(personId: number): Promise<PasskeyView[]> {
    const rows = (await this.db('staff_passkeys').where({ person_id: personId }).orderBy('created_at').orderBy('id').select('id', 'name', 'created_at', 'last_used_at')) as PasskeyRow[];
    return rows.map(view);
  }

  /** A person's credentials, for the browser not to register one of them twice. */
  async credentialsOf(personId: number): Promise<{ id: string; transports: string[] }[]> {
    const rows = (await this.db('staff_passkeys').where({ person_id: personId }).select('credential_id', 'transports')) as PasskeyRow[];
    return rows.map((r) => ({ id: r.credential_id, transports: splitTransports(r.transports) }));
  }

  /** The user handle a person's authenticators keep (the same for all their passkeys), if they have one. */
  async userHandleOf(personId: number): Promise<string | null> {
    const row = (await this.db('staff_passkeys').where({ person_id: personId }).orderBy('id').first('user_handle')) as { user_handle: string } | undefined;
    return row?.user_handle ?? null;
  }

  /** Keeps a verified passkey; within `db` when given (an invitation's, in the transaction that makes its person). */
  async add(personId: number, passkey: NewPasskey, db: Db = this.db): Promise<PasskeyView> {
    return db.transaction(async (trx) => {
      if (await trx('staff_passkeys').where({ credential_id: passkey.credentialId }).first('id')) {
        throw new HttpError(409, 'passkey_exists', 'Aquesta clau d’accés ja està afegida.');
      }
      const row = {
        person_id: personId,
        credential_id: passkey.credentialId,
        public_key: Buffer.from(passkey.publicKey).toString('base64url'),
        counter: passkey.counter,
        transports: passkey.transports.join(','),
        user_handle: passkey.userHandle,
        name: passkey.name,
        created_at: new Date(this.now()).toISOString(),
        last_used_at: null,
      };
      const [inserted] = (await trx('staff_passkeys').insert(row).returning('id')) as ({ id: number } | number)[];
      return view({ ...row, id: typeof inserted === 'object' ? inserted.id : inserted! });
    });
  }

  async rename(personId: number, id: number, name: string): Promise<PasskeyView> {
    return this.db.transaction(async (trx) => {
      const row = (await trx('staff_passkeys').where({ id, person_id: personId }).first('id', 'name', 'created_at', 'last_used_at')) as PasskeyRow | undefined;
      if (!row) throw notFound();
      await trx('staff_passkeys').where({ id }).update({ name });
      return view({ ...row, name });
    });
  }

  /** Removes one of a person's passkeys; another person's is not found. */
  async remove(personId: number, id: number): Promise<number> {
    const removed = await this.db('staff_passkeys').where({ id, person_id: personId }).delete();
    if (removed === 0) throw notFound();
    return removed;
  }

  async byCredentialId(credentialId: string): Promise<StoredPasskey | null> {
    const row = (await this.db('staff_passkeys as k')
      .join('staff_people as p', 'p.id', 'k.person_id')
      .where('k.credential_id', credentialId)
      .first('k.*', 'p.name as person_name', 'p.email', 'p.role', 'p.status', 'p.created_at as person_created_at', 'p.last_sign_in_at')) as
      | (PasskeyRow & { person_name: string; email: string; role: StaffRole; status: StaffPerson['status']; person_created_at: string; last_sign_in_at: string | null })
      | undefined;
    if (!row) return null;
    return {
      id: row.id,
      credentialId: row.credential_id,
      publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
      counter: Number(row.counter),
      transports: splitTransports(row.transports),
      userHandle: row.user_handle,
      person: { id: row.person_id, name: row.person_name, email: row.email, role: row.role, status: row.status, createdAt: row.person_created_at, lastSignInAt: row.last_sign_in_at },
    };
  }

  /** A sign-in with it: the counter the authenticator reported, and when. */
  async used(id: number, counter: number): Promise<void> {
    await this.db('staff_passkeys').where({ id }).update({ counter, last_used_at: new Date(this.now()).toISOString() });
  }
}

const splitTransports = (value: string) => value.split(',').filter((t) => t.length > 0);
