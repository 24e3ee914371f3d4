/**
 * A software WebAuthn authenticator for the passkey API tests, made from node:crypto: an ES256
 * (P-256) key pair, a registration answered with attestation 'none', and assertions signed as an
 * authenticator signs them (WebAuthn §6.1, §6.5; CTAP2's CBOR for the attestation object and the
 * COSE key). Each ceremony may say another origin or rpID, to play a phishing site.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

/** The few CBOR forms WebAuthn needs: integers, byte and text strings, maps (RFC 8949 §3). */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
    if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

/** Where a ceremony says it happens (by default the relying party's own origin and rpID). */
export interface Place {
  origin: string;
  rpId: string;
}

/** The staff site the passkey tests run their server on (its PUBLIC_URL) and sign in at. */
export const STAFF_SITE: Place = { origin: 'https://redaccio.revista.test', rpId: 'redaccio.revista.test' };

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly coseKey: Buffer;
  /** The signature counter; a test sets it to play a cloned key, or 0 for an authenticator without one. */
  counter = 0;
  /** The user handle the relying party gave at registration. */
  userHandle = '';

  constructor(private readonly place: Place) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key of an EC2 P-256 key for ES256: kty 2, alg -7, crv 1, x, y (RFC 9053).
    this.coseKey = cbor(new Map<Cbor, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, place: Place): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: place.origin, crossOrigin: false }));
  }

  private authData(place: Place, flags: number, extra: Buffer = Buffer.alloc(0)): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(place.rpId), Buffer.from([flags]), counter, extra]);
  }

  /** Answers registration options as navigator.credentials.create() would (attestation 'none'). */
  register(options: { challenge: string; user: { id: string } }, place: Place = this.place) {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey]);
    const authData = this.authData(place, FLAG_UP | FLAG_UV | FLAG_AT, attested);
    const attestationObject = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, place)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** Answers sign-in options as navigator.credentials.get() would: the counter goes up by one (unless kept at 0). */
  assert(options: { challenge: string }, place: Place = this.place, { keepCounter = false } = {}) {
    if (!keepCounter) this.counter += 1;
    const clientData = this.clientData('webauthn.get', options.challenge, place);
    const authData = this.authData(place, FLAG_UP | FLAG_UV);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: this.userHandle },
      clientExtensionResults: {},
    };
  }
}
