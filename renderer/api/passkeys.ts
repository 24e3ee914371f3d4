/**
 * Passkeys (issue 27, docs/decisions/0025-passkeys.md; base /api/admin): each ceremony asks the
 * server for its options, hands them to the browser's authenticator (SimpleWebAuthn's browser
 * library over navigator.credentials) and sends back what it answered.
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { API } from '../../common/api/addresses.js';
import type { AdminSession } from '../../common/api/admin.js';
import { announceSignIn } from './admin.js';
import { call, type CallContext } from './client.js';

export const passkeyKeys = { passkeys: ['admin', 'passkeys'] as const };

/** A browser without WebAuthn (or a page outside a secure context) is told so before the server is asked. */
function requireWebAuthn(): void {
  if (!browserSupportsWebAuthn()) throw Object.assign(new Error('WebAuthn is not available'), { name: 'NotSupportedError' });
}

export const fetchPasskeys = (ctx?: CallContext) => call(API.passkeys.passkeys, {}, ctx);

/** Adds a passkey to the signed-in person: the authenticator makes it, the server keeps it under `name`. */
export async function addPasskey(name: string) {
  requireWebAuthn();
  const optionsJSON = await call(API.passkeys.registrationOptions);
  const response = await startRegistration({ optionsJSON });
  return call(API.passkeys.addPasskey, { body: { name, response } });
}

/** The name an invitee's first passkey is kept under (renamed in 'Claus d’accés' if they like). */
export const FIRST_PASSKEY_NAME = 'Primera clau d’accés';

/** Accepts an invitation with a new passkey instead of a password: the person is made, and signed in. */
export async function joinWithPasskey(token: string, name: string): Promise<AdminSession> {
  requireWebAuthn();
  const optionsJSON = await call(API.invitations.invitationPasskeyOptions, { params: { token }, body: { name } });
  const response = await startRegistration({ optionsJSON });
  const session = await call(API.invitations.acceptInvitationWithPasskey, { params: { token }, body: { name, passkeyName: FIRST_PASSKEY_NAME, response } });
  announceSignIn(session);
  return session;
}

export const renamePasskey = (id: number, name: string) => call(API.passkeys.renamePasskey, { params: { id }, body: { name } });
export const removePasskey = (id: number) => call(API.passkeys.removePasskey, { params: { id } });

/** Signs in with one of this site's passkeys, whichever the person picks. */
export async function signInWithPasskey(): Promise<AdminSession> {
  requireWebAuthn();
  const optionsJSON = await call(API.passkeys.signInOptions);
  const response = await startAuthentication({ optionsJSON });
  const session = await call(API.passkeys.signInWithPasskey, { body: { response } });
  announceSignIn(session);
  return session;
}

/**
 * Why the browser's side of a ceremony stopped, in Catalan, or null when it was not the browser's
 * (the server's refusals carry their own message). WebAuthn names its errors by DOMException name.
 */
export function ceremonyMessage(error: unknown): string | null {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'S’ha cancel·lat o ha caducat: no s’ha fet servir cap clau d’accés.';
  if (name === 'InvalidStateError') return 'Aquesta clau d’accés ja és de la teva llista.';
  if (name === 'SecurityError') return 'Aquest navegador no permet claus d’accés en aquesta adreça (cal HTTPS amb el nom de domini de la revista).';
  if (name === 'NotSupportedError') return 'Aquest navegador o dispositiu no admet claus d’accés.';
  return null;
}
