/**
 * An invitee's first passkey (issue 27 item 3, docs/decisions/0025-passkeys.md): the same
 * registration as a signed-in person's (passkeyRoutes.ts), but before the person exists. Its
 * challenge is bound to the invitation link (not to a person), so that an answer is accepted with
 * that link only; asking for the options leaves the link live. The passkey is kept by the caller,
 * in the transaction that makes the person and uses the link up.
 */
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { MAGAZINE } from '../../../common/constants.js';
import type { LiveLink } from './links.js';
import { CHALLENGE_TTL_MS, type NewPasskey, type StaffPasskeys } from './passkeys.js';
import { bytesOf, clientDataOf, invalid, otherSite, relyingPartyOf, staleChallenge, unavailable } from './passkeyRoutes.js';

export function invitationPasskeys(passkeys: StaffPasskeys, publicUrl: string) {
  const rp = relyingPartyOf(publicUrl);
  const party = () => {
    if (!rp) throw unavailable();
    return rp;
  };
  return {
    /** The options for navigator.credentials.create(), for the invitee named `name`. */
    async options(link: LiveLink, name: string) {
      const relying = party();
      const userHandle = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
      const challenge = await passkeys.issueChallenge('invitation', null, userHandle, link.id);
      return generateRegistrationOptions({
        rpName: MAGAZINE.name,
        rpID: relying.id,
        userName: link.email ?? name,
        userDisplayName: name,
        userID: bytesOf(userHandle),
        challenge: bytesOf(challenge),
        timeout: CHALLENGE_TTL_MS,
        attestationType: 'none',
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
    },
    /** The verified passkey of this link's ceremony, named `name`; refused as a signed-in person's would be. */
    async verify(link: LiveLink, response: RegistrationResponseJSON, name: string): Promise<NewPasskey> {
      const relying = party();
      const clientData = clientDataOf(response.response.clientDataJSON);
      if (!clientData) throw invalid();
      const taken = await passkeys.takeChallenge(clientData.challenge, 'invitation', null, link.id);
      if (clientData.origin !== relying.origin) throw otherSite(relying);
      if (!taken?.userHandle) throw staleChallenge();
      const verified = await verifyRegistrationResponse({ response, expectedChallenge: clientData.challenge, expectedOrigin: relying.origin, expectedRPID: relying.id, requireUserVerification: true }).catch(() => null);
      if (!verified?.verified) throw invalid();
      const { credential } = verified.registrationInfo;
      return { credentialId: credential.id, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports ?? [], userHandle: taken.userHandle, name };
    },
  };
}
