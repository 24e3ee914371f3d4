/**
 * Passkey ceremonies (issue 27, docs/decisions/0025-passkeys.md), verified by SimpleWebAuthn. The
 * relying party is the server's public address (PUBLIC_URL): its host name is the rpID and its
 * origin the only one accepted, so a passkey made for, or used from, another site is refused.
 * A sign-in with a passkey goes through the password's steps (signIn.ts): the same limits and
 * delays, the same check of a suspended person, the same rotated session and cookie.
 */
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import { ipKeyGenerator } from 'express-rate-limit';
import { MAGAZINE } from '../../../common/constants.js';
import type { passkeysApi } from '../../../common/api/passkeys.js';
import type { CallContext, Handlers } from '../../http/mount.js';
import { HttpError, errorBody } from '../../http/errors.js';
import type { RateLimitCounters } from '../../http/rateLimitStore.js';
import { CHALLENGE_TTL_MS, type StaffPasskeys } from './passkeys.js';
import { exchangeOf, personActor, type SignInSteps } from './signIn.js';

/** Where passkeys belong: the rpID (a host name) and the one origin their ceremonies may come from. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** The relying party of a public address; none when it is an IP address, which WebAuthn does not accept as an rpID. */
export function relyingPartyOf(publicUrl: string): RelyingParty | null {
  const url = new URL(publicUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) === 0 ? { id: host, origin: url.origin } : null;
}

export const unavailable = () => new HttpError(409, 'passkeys_unavailable', 'Les claus d’accés necessiten que el servidor tingui un nom de domini a PUBLIC_URL (no una adreça IP).');
export const invalid = () => new HttpError(400, 'passkey_invalid', 'La clau d’accés no s’ha pogut verificar. Torna-ho a provar.');
export const staleChallenge = () => new HttpError(400, 'passkey_challenge', 'La petició de la clau d’accés ha caducat o ja s’ha fet servir. Torna-ho a provar.');
export const otherSite = (rp: RelyingParty) => new HttpError(400, 'passkey_other_site', `Aquesta clau d’accés és d’un altre lloc web: aquí només valen les claus d’accés de ${rp.origin}.`);
const unknownPasskey = () => new HttpError(401, 'passkey_unknown', 'Aquesta clau d’accés no és de cap persona de l’equip: potser s’ha eliminat. Entra amb la contrasenya.');
const replayedCounter = () =>
  new HttpError(401, 'passkey_counter', 'Aquesta clau d’accés ha tornat un comptador ja vist: podria ser una còpia. Entra amb la contrasenya i revisa les teves claus d’accés.');

/** The bytes of a base64url string (the library would take a string as UTF-8 text and encode it again). */
/** Who the record names for a refused passkey sign-in before the passkey is known. */
const UNKNOWN_PASSKEY = 'Clau d’accés desconeguda';

export const bytesOf = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'));

/** The challenge and origin the browser signed (clientDataJSON), or null when it cannot be read. */
export function clientDataOf(clientDataJSON: string): { challenge: string; origin: string } | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown; origin?: unknown };
    return typeof data.challenge === 'string' && typeof data.origin === 'string' ? { challenge: data.challenge, origin: data.origin } : null;
  } catch {
    return null;
  }
}

/** The rpID hash and signature counter an assertion's authenticator data carries (WebAuthn §6.1). */
function authenticatorFacts(authenticatorData: string): { rpIdHash: Buffer; counter: number } | null {
  const data = Buffer.from(authenticatorData, 'base64url');
  return data.length < 37 ? null : { rpIdHash: data.subarray(0, 32), counter: data.readUInt32BE(33) };
}

/**
 * The person a passkey call is for: a signed-in person. The operator's key and tokens are no one's
 * browser and hold no passkey: 409, as the caller's state, not their role, is what does not fit.
 */
function personIn(ctx: CallContext): { id: number; name: string } {
  const actor = ctx.actor;
  if (actor?.kind !== 'person') throw new HttpError(409, 'passkeys_for_people', 'Les claus d’accés són de les persones de l’equip: inicia la sessió amb el teu compte per gestionar-les.');
  return actor;
}

export function passkeyHandlers(passkeys: StaffPasskeys, steps: SignInSteps, counters: RateLimitCounters, publicUrl: string) {
  const rp = relyingPartyOf(publicUrl);
  const party = (): RelyingParty => {
    if (!rp) throw unavailable();
    return rp;
  };
  // Each sign-in's options are a row in the database: a client may ask for a few a minute.
  const optionsLimiter = counters.limit('passkey-options', {
    windowMs: 60_000,
    limit: 30,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json(errorBody('too_many_attempts', "Massa intents. Torna-ho a provar d'aquí a un minut."));
    },
  });

  const handlers: Handlers<typeof passkeysApi> = {
    passkeys: async (_input, ctx) => ({ passkeys: await passkeys.list(personIn(ctx).id) }),
    registrationOptions: async (_input, ctx) => {
      const { id: personId } = personIn(ctx);
      const relying = party();
      const person = await passkeys.identityOf(personId);
      const userHandle = (await passkeys.userHandleOf(personId)) ?? Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
      const challenge = await passkeys.issueChallenge('register', personId, userHandle);
      const existing = await passkeys.credentialsOf(personId);
      return generateRegistrationOptions({
        rpName: MAGAZINE.name,
        rpID: relying.id,
        userName: person.email,
        userDisplayName: person.name,
        userID: bytesOf(userHandle),
        challenge: bytesOf(challenge),
        timeout: CHALLENGE_TTL_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })),
        // A passkey: kept by the authenticator (found without an e-mail) and unlocked by the person.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
    },
    addPasskey: async ({ body: { name, response } }, ctx) => {
      const { id: personId } = personIn(ctx);
      const relying = party();
      const clientData = clientDataOf(response.response.clientDataJSON);
      if (!clientData) throw invalid();
      const taken = await passkeys.takeChallenge(clientData.challenge, 'register', personId);
      if (clientData.origin !== relying.origin) throw otherSite(relying);
      if (!taken?.userHandle) throw staleChallenge();
      const verified = await verifyRegistrationResponse({ response, expectedChallenge: clientData.challenge, expectedOrigin: relying.origin, expectedRPID: relying.id, requireUserVerification: true }).catch(() => null);
      if (!verified?.verified) throw invalid();
      const { credential } = verified.registrationInfo;
      return passkeys.add(personId, { credentialId: credential.id, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports ?? [], userHandle: taken.userHandle, name });
    },
    renamePasskey: ({ params: { id }, body: { name } }, ctx) => passkeys.rename(personIn(ctx).id, id, name),
    removePasskey: async ({ params: { id } }, ctx) => ({ removed: await passkeys.remove(personIn(ctx).id, id) }),
    signInOptions: async () => {
      const relying = party();
      const challenge = await passkeys.issueChallenge('authenticate');
      // No allowCredentials: the browser offers this site's passkeys, and the person picks theirs.
      return generateAuthenticationOptions({ rpID: relying.id, challenge: bytesOf(challenge), timeout: CHALLENGE_TTL_MS, userVerification: 'required' });
    },
    signInWithPasskey: async ({ body: { response } }, ctx) => {
      const { req, res } = exchangeOf(ctx);
      const client = ipKeyGenerator(req.ip ?? 'unknown');
      const relying = party();
      const clientData = clientDataOf(response.response.clientDataJSON);
      const facts = authenticatorFacts(response.response.authenticatorData);
      // Until the passkey is found, the record can only say that an unknown one was tried.
      const nobody = { unknown: UNKNOWN_PASSKEY };
      if (!clientData || !facts) return steps.failed(client, invalid(), nobody);
      const taken = await passkeys.takeChallenge(clientData.challenge, 'authenticate');
      const ourRpId = createHash('sha256').update(relying.id).digest();
      if (clientData.origin !== relying.origin || !facts.rpIdHash.equals(ourRpId)) return steps.failed(client, otherSite(relying), nobody);
      if (!taken) return steps.failed(client, staleChallenge(), nobody);
      const stored = await passkeys.byCredentialId(response.id);
      if (!stored || (response.response.userHandle !== undefined && response.response.userHandle !== stored.userHandle)) return steps.failed(client, unknownPasskey(), nobody);
      const account = await steps.countAccount(stored.person.email);
      // A counter that does not grow means two copies of one key (WebAuthn §6.1.1); 0 and 0: no counter kept.
      if ((facts.counter > 0 || stored.counter > 0) && facts.counter <= stored.counter) return steps.failed(client, replayedCounter(), personActor(stored.person));
      const verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: clientData.challenge,
        expectedOrigin: relying.origin,
        expectedRPID: relying.id,
        credential: { id: stored.credentialId, publicKey: new Uint8Array(stored.publicKey), counter: stored.counter, transports: stored.transports },
        requireUserVerification: true,
      }).catch(() => null);
      if (!verified?.verified) return steps.failed(client, invalid(), personActor(stored.person));
      const session = await steps.admit(req, res, client, stored.person, account);
      await passkeys.used(stored.id, verified.authenticationInfo.newCounter);
      return session;
    },
  };
  return { handlers, before: { signInOptions: [optionsLimiter], signInWithPasskey: [steps.limiter] } };
}
