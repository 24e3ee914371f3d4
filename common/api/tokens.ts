/**
 * Personal API tokens (issue 27 item 5, base /api/admin): each person makes named tokens for their
 * scripts and for the desktop app's link to the public site, with a role no higher than their own.
 * A token's secret is shown once, in the answer that makes it; the server keeps only its SHA-256.
 */
import { z } from 'zod';
import { STAFF_ROLES } from '../staff/actor.js';
import { idParams } from './params.js';
import { route } from './route.js';
import { isoTime } from './wireDates.js';

export const personalToken = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    role: z.enum(STAFF_ROLES).meta({ description: 'The most the token may do; less if its owner’s role is now lower.' }),
    createdAt: isoTime(),
    lastUsedAt: isoTime().nullable().meta({ description: 'The last call made with it (null: never used yet).' }),
  })
  .meta({ id: 'PersonalToken' });
export type PersonalTokenView = z.infer<typeof personalToken>;

/** The name a person gives a token ('Script de còpies', 'Escriptori de casa'). */
export const tokenName = z.string().trim().min(1, 'cal un nom per a la clau').max(100, 'el nom pot tenir com a màxim 100 caràcters');


export const tokensApi = {
  tokens: route({ method: 'get', path: '/admin/tokens', cache: 'no-store', summary: "'Claus personals': the caller's personal API tokens, with when each was made and last used", role: 'contributor', responses: { 200: z.strictObject({ tokens: z.array(personalToken) }) } }),
  createToken: route({
    method: 'post',
    path: '/admin/tokens', cache: 'no-store',
    summary: 'Makes a personal API token of the signed-in person; its secret is in this answer and never again',
    description: 'Refused: a role above the caller’s (403 token_role_too_high), the operator’s key, which has no person (409 token_needs_person), a call made with a token (403 token_by_token).',
    role: 'contributor',
    record: { action: 'token.create', subject: 'token', id: 'answer.token.id', name: 'body.name' },
    body: z.strictObject({ name: tokenName, role: z.enum(STAFF_ROLES) }),
    responses: { 201: z.strictObject({ token: personalToken, secret: z.string().meta({ description: 'The bearer token (estany_…): shown once.' }) }) },
  }),
  revokeToken: route({
    method: 'delete',
    path: '/admin/tokens/{id}', cache: 'no-store',
    summary: "Revokes one of the caller's tokens: the next call made with it is refused on every instance (404 for anyone else's)",
    role: 'contributor',
    record: { action: 'token.revoke', subject: 'token', id: 'params.id', name: 'answer.name' },
    params: idParams,
    responses: { 200: personalToken },
  }),
} as const;
