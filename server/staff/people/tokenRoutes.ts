/**
 * 'Claus personals' (issue 27 item 5): each person makes, lists and revokes their own tokens. A
 * token's role is at most its maker's; the operator's key has no person to own one, and a token
 * does not make tokens (a leaked one could otherwise outlive its revocation through another).
 */
import type { tokensApi } from '../../../common/api/tokens.js';
import { ROLE_NAMES, roleReaches, type Actor, type StaffRole } from '../../../common/staff/actor.js';
import { HttpError } from '../../http/errors.js';
import type { CallContext, Handlers } from '../../http/mount.js';
import type { StaffTokens } from './tokens.js';

/** Where a refused token is recorded (server/record/recorder.ts): who tried, the name and the role asked for. */
export interface TokenJournal {
  act(action: 'token.refused', who: Actor, subject: { kind: 'token'; id: null; name: string; detail: StaffRole }): Promise<void>;
}

/** The person who makes the call with their own session (the guard let a caller through). */
function owner(ctx: CallContext) {
  const actor = ctx.actor;
  if (!actor) throw new HttpError(401, 'unauthorized', 'Cal iniciar la sessió de redacció per fer aquesta crida.');
  if (actor.kind === 'operator') throw new HttpError(409, 'token_needs_person', 'La clau d’operador no té claus personals: inicia la sessió amb el teu compte per crear-ne.');
  return actor;
}

export function tokenHandlers(tokens: StaffTokens, journal: TokenJournal): Handlers<typeof tokensApi> {
  return {
    tokens: async (_input, ctx) => {
      const actor = ctx.actor;
      return { tokens: actor && actor.kind !== 'operator' ? await tokens.list(actor.kind === 'token' ? actor.personId : actor.id) : [] };
    },
    createToken: async ({ body: { name, role: wanted } }, ctx) => {
      const actor = owner(ctx);
      if (actor.kind === 'token') throw new HttpError(403, 'token_by_token', 'Una clau personal no pot crear-ne d’altres: inicia la sessió a la redacció per crear-la.');
      if (!roleReaches(actor.role, wanted)) {
        await journal.act('token.refused', actor, { kind: 'token', id: null, name: name.trim(), detail: wanted });
        throw new HttpError(403, 'token_role_too_high', `No pots crear una clau personal amb el rol ${ROLE_NAMES[wanted]}: el teu rol és ${ROLE_NAMES[actor.role]}, i una clau no pot fer més que la persona que la crea.`);
      }
      return tokens.create(actor.id, name, wanted);
    },
    revokeToken: async ({ params: { id } }, ctx) => {
      const actor = owner(ctx);
      const revoked = await tokens.revoke(actor.kind === 'token' ? actor.personId : actor.id, id);
      if (!revoked) throw new HttpError(404, 'token_not_found', 'No tens cap clau personal amb aquest identificador.');
      return revoked;
    },
  };
}
