/**
 * Passkeys (issue 27, docs/decisions/0025-passkeys.md; base /api/admin): a signed-in person adds,
 * names, renames and removes their own; anyone signs in with one. Each ceremony is two calls: the
 * options (a challenge the server keeps, single use, for a few minutes) and the verification of
 * what the browser's authenticator answered (WebAuthn's JSON forms, as SimpleWebAuthn reads them).
 */
import { z } from 'zod';
import { adminSession } from './admin.js';
import { idParams } from './params.js';
import { route } from './route.js';
import { isoTime } from './wireDates.js';

const base64url = (max: number) => z.string().max(max).regex(/^[A-Za-z0-9_-]*$/, 'ha de ser base64url');

/** How the browser reaches an authenticator ('internal', 'usb', 'hybrid'…): a hint, kept as given. */
const transports = z.array(z.string().max(20)).max(10);
const requirement = z.enum(['discouraged', 'preferred', 'required']);
const hints = z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional();
const credentialDescriptor = z.strictObject({ id: base64url(1400), type: z.string(), transports: transports.optional() });
const extensions = z.strictObject({ appid: z.string().optional(), credProps: z.boolean().optional(), hmacCreateSecret: z.boolean().optional(), minPinLength: z.boolean().optional() }).optional();
const clientExtensionResults = z.object({ appid: z.boolean().optional(), credProps: z.object({ rk: z.boolean().optional() }).optional(), hmacCreateSecret: z.boolean().optional() });

export const registrationOptions = z
  .strictObject({
    rp: z.strictObject({ name: z.string(), id: z.string().optional() }),
    user: z.strictObject({ id: base64url(100), name: z.string(), displayName: z.string() }),
    challenge: base64url(100),
    pubKeyCredParams: z.array(z.strictObject({ alg: z.number().int(), type: z.literal('public-key') })),
    timeout: z.number().int().optional(),
    excludeCredentials: z.array(credentialDescriptor).optional(),
    authenticatorSelection: z
      .strictObject({ authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(), requireResidentKey: z.boolean().optional(), residentKey: requirement.optional(), userVerification: requirement.optional() })
      .optional(),
    hints,
    attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
    extensions,
  })
  .meta({ id: 'PasskeyRegistrationOptions', description: 'PublicKeyCredentialCreationOptionsJSON, for navigator.credentials.create().' });

export const authenticationOptions = z
  .strictObject({
    challenge: base64url(100),
    timeout: z.number().int().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(credentialDescriptor).optional(),
    userVerification: requirement.optional(),
    hints,
    extensions,
  })
  .meta({ id: 'PasskeyAuthenticationOptions', description: 'PublicKeyCredentialRequestOptionsJSON, for navigator.credentials.get().' });

/** What the browser's authenticator answered to a registration (RegistrationResponseJSON). */
export const registrationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20_000),
    authenticatorData: base64url(20_000).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
  authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
  clientExtensionResults,
});

/** What the browser's authenticator answered to a sign-in (AuthenticationResponseJSON). */
export const authenticationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
  clientExtensionResults,
});

export const passkey = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    createdAt: isoTime(),
    lastUsedAt: isoTime().nullable().meta({ description: 'The last sign-in with it (null: never used yet).' }),
  })
  .meta({ id: 'StaffPasskey' });
export type PasskeyView = z.infer<typeof passkey>;

/** The name a person gives a passkey ('Portàtil de la redacció'). */
export const passkeyName = z.string().trim().min(1, 'cal un nom per a la clau').max(100, 'el nom pot tenir com a màxim 100 caràcters');


export const passkeysApi = {
  passkeys: route({ method: 'get', path: '/admin/passkeys', cache: 'no-store', summary: "'Claus d’accés': the caller's passkeys", role: 'contributor', responses: { 200: z.strictObject({ passkeys: z.array(passkey) }) } }),
  registrationOptions: route({
    method: 'post',
    path: '/admin/passkeys/options', cache: 'no-store',
    summary: 'Starts adding a passkey to the signed-in person: the options for navigator.credentials.create()',
    role: 'contributor',
    // Only a challenge, kept a few minutes: the passkey itself is added (and recorded) by addPasskey.
    record: 'none',
    responses: { 200: registrationOptions },
  }),
  addPasskey: route({
    method: 'post',
    path: '/admin/passkeys', cache: 'no-store',
    summary: 'Verifies the new passkey (its challenge, this site, a user-verified ES256/EdDSA/RS256 key) and keeps it under its name',
    role: 'contributor',
    record: { action: 'passkey.add', subject: 'passkey', id: 'answer.id', name: 'body.name' },
    body: z.strictObject({ name: passkeyName, response: registrationResponse }),
    responses: { 201: passkey },
  }),
  renamePasskey: route({
    method: 'patch',
    path: '/admin/passkeys/{id}', cache: 'no-store',
    summary: "Renames one of the caller's passkeys",
    role: 'contributor',
    record: { action: 'passkey.rename', subject: 'passkey', id: 'params.id', name: 'body.name' },
    params: idParams,
    body: z.strictObject({ name: passkeyName }),
    responses: { 200: passkey },
  }),
  removePasskey: route({
    method: 'delete',
    path: '/admin/passkeys/{id}', cache: 'no-store',
    summary: "Removes one of the caller's passkeys (404 for anyone else's)",
    role: 'contributor',
    record: { action: 'passkey.remove', subject: 'passkey', id: 'params.id' },
    params: idParams,
    responses: { 200: z.strictObject({ removed: z.number().int() }) },
  }),
  signInOptions: route({
    method: 'post',
    path: '/admin/session/passkey/options', cache: 'no-store',
    summary: 'Starts a sign-in with a passkey: the options for navigator.credentials.get() (any passkey of this site)',
    responses: { 200: authenticationOptions },
  }),
  signInWithPasskey: route({
    method: 'post',
    path: '/admin/session/passkey', cache: 'no-store',
    summary: 'Signs in with a passkey: a new session and its cookie, as a password sign-in',
    description: 'Refused: a used or expired challenge (400 passkey_challenge), another site (400 passkey_other_site), an unknown passkey (401 passkey_unknown), a suspended person (403 person_suspended). Rate-limited as the password sign-in.',
    body: z.strictObject({ response: authenticationResponse }),
    responses: { 200: adminSession },
  }),
} as const;
