/**
 * One-time links (issue 27 item 3): invitations and password resets, in `staff_links`
 * (migration 021). The token is random and goes in the link only; the table keeps its SHA-256, as
 * for sessions. A link is taken in a transaction that marks it used only if it was still live, so
 * of two uses at once (two instances), one succeeds and the other finds it used.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ErrorCode } from '../../../common/api/errorCodes.js';
import type { StaffInvitation } from '../../../common/api/invitations.js';
import type { StaffRole } from '../../../common/staff/actor.js';
import type { Db } from '../../db/connection.js';
import { HttpError } from '../../http/errors.js';
import { emailKey } from './people.js';

export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;
/** A reset opens an existing account: its link lives a day. */
export const RESET_TTL_MS = 24 * 3_600_000;

export type LinkKind = 'invitation' | 'reset';

interface LinkRow {
  id: number;
  kind: LinkKind;
  email: string | null;
  role: StaffRole | null;
  person_id: number | null;
  issued_by: string;
  created_at: string;
  expires_at: number | string;
  used_at: string | null;
  revoked_at: string | null;
}

/** A live link as its page and its use read it. */
export interface LiveLink {
  id: number;
  email: string | null;
  role: StaffRole | null;
  personId: number | null;
  expiresAt: string;
}

/** Why a link is refused: its code, and the word the record keeps. */
export class LinkRefused extends HttpError {
  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    readonly reason: string,
    /** The link's row when it exists (the record names its invitation or person). */
    readonly link: { id: number; email: string | null; personId: number | null } | null,
  ) {
    super(status, code, message);
  }
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

const NOUN: Record<LinkKind, string> = { invitation: 'Aquesta invitació', reset: 'Aquest enllaç per canviar la contrasenya' };

function refusal(kind: LinkKind, row: LinkRow | undefined, now: number): LinkRefused | null {
  const about = row ? { id: row.id, email: row.email, personId: row.person_id } : null;
  const ask = kind === 'invitation' ? 'Demana’n una de nova a un administrador de la revista.' : 'Demana’n un de nou.';
  if (!row || row.kind !== kind) return new LinkRefused(404, 'link_unknown', `${NOUN[kind]} no existeix: comprova que l’enllaç sigui complet. ${ask}`, 'desconegut', null);
  if (row.used_at) return new LinkRefused(410, 'link_used', `${NOUN[kind]} ja s’ha fet servir: cada enllaç val una sola vegada. ${ask}`, 'ja utilitzat', about);
  if (row.revoked_at) return new LinkRefused(410, 'link_revoked', `${NOUN[kind]} s’ha anul·lat. ${ask}`, 'anul·lat', about);
  if (Number(row.expires_at) < now) return new LinkRefused(410, 'link_expired', `${NOUN[kind]} ha caducat. ${ask}`, 'caducat', about);
  return null;
}

const live = (row: LinkRow): LiveLink => ({ id: row.id, email: row.email, role: row.role, personId: row.person_id, expiresAt: iso(row.expires_at) });

const invitationView = (row: LinkRow): StaffInvitation => ({
  id: row.id,
  email: row.email ?? '',
  role: row.role ?? 'contributor',
  invitedBy: row.issued_by,
  createdAt: row.created_at,
  expiresAt: iso(row.expires_at),
});

export class StaffLinks {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new invitation (409 when the address has an account or a live invitation); its token, shown once. */
  async invite(email: string, role: StaffRole, issuedBy: string): Promise<{ token: string; invitation: StaffInvitation }> {
    const key = emailKey(email);
    return this.db.transaction(async (trx) => {
      if (await trx('staff_people').where({ email_key: key }).first('id')) throw new HttpError(409, 'email_taken', `Ja hi ha una persona de l’equip amb l’adreça ${email.trim()}.`);
      const pending = await this.liveQuery(trx, 'invitation').where({ email_key: key }).first('id');
      if (pending) throw new HttpError(409, 'invitation_pending', `Ja hi ha una invitació pendent per a ${email.trim()}: anul·la-la si en vols fer una de nova.`);
      const { token, row } = await this.insert(trx, { kind: 'invitation', email: email.trim(), email_key: key, role, person_id: null, issued_by: issuedBy }, INVITATION_TTL_MS);
      return { token, invitation: invitationView(row) };
    });
  }

  /** A new reset link for a person; their earlier live ones are revoked (one live link per person). */
  async issueReset(personId: number, issuedBy: string): Promise<{ token: string; expiresAt: string }> {
    return this.db.transaction(async (trx) => {
      await this.liveQuery(trx, 'reset').where({ person_id: personId }).update({ revoked_at: new Date(this.now()).toISOString() });
      const { token, row } = await this.insert(trx, { kind: 'reset', email: null, email_key: null, role: null, person_id: personId, issued_by: issuedBy }, RESET_TTL_MS);
      return { token, expiresAt: iso(row.expires_at) };
    });
  }

  async pendingInvitations(): Promise<StaffInvitation[]> {
    const rows = (await this.liveQuery(this.db, 'invitation').orderBy('id', 'desc').select()) as LinkRow[];
    return rows.map(invitationView);
  }

  /** Revokes a pending invitation (404 when there is none live with this id). */
  async revokeInvitation(id: number): Promise<StaffInvitation> {
    return this.db.transaction(async (trx) => {
      const row = (await this.liveQuery(trx, 'invitation').where({ id }).first()) as LinkRow | undefined;
      if (!row) throw new HttpError(404, 'invitation_not_found', 'No hi ha cap invitació pendent amb aquest identificador.');
      await trx('staff_links').where({ id }).update({ revoked_at: new Date(this.now()).toISOString() });
      return invitationView(row);
    });
  }

  /** The live link of a token, or its refusal (thrown). */
  async open(kind: LinkKind, token: string): Promise<LiveLink> {
    const row = (await this.db('staff_links').where({ token_hash: hashOf(token) }).first()) as LinkRow | undefined;
    const refused = refusal(kind, row, this.now());
    if (refused) throw refused;
    return live(row!);
  }

  /**
   * Uses a link inside `trx` (the person's write goes in the same transaction): marked used only
   * if it is still live, else its refusal. `personId` is the person an invitation made.
   */
  async take(trx: Db, kind: LinkKind, token: string, personId: number | null = null): Promise<LiveLink> {
    const row = (await trx('staff_links').where({ token_hash: hashOf(token) }).first()) as LinkRow | undefined;
    const refused = refusal(kind, row, this.now());
    if (refused) throw refused;
    const changes = kind === 'invitation' ? { used_at: new Date(this.now()).toISOString(), person_id: personId } : { used_at: new Date(this.now()).toISOString() };
    const marked = await trx('staff_links').where({ id: row!.id }).whereNull('used_at').whereNull('revoked_at').update(changes);
    if (marked !== 1) throw refusal(kind, { ...row!, used_at: 'now' }, this.now())!;
    return live(row!);
  }

  private liveQuery(db: Db, kind: LinkKind) {
    return db('staff_links').where({ kind }).whereNull('used_at').whereNull('revoked_at').andWhere('expires_at', '>=', this.now());
  }

  private async insert(trx: Db, fields: Omit<LinkRow, 'id' | 'created_at' | 'expires_at' | 'used_at' | 'revoked_at'> & { email_key: string | null }, ttl: number) {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const values = { ...fields, token_hash: hashOf(token), created_at: new Date(now).toISOString(), expires_at: now + ttl, used_at: null, revoked_at: null };
    const [inserted] = (await trx('staff_links').insert(values).returning('id')) as ({ id: number } | number)[];
    const id = typeof inserted === 'object' ? inserted.id : inserted!;
    return { token, row: { ...values, id } as LinkRow };
  }
}
