/**
 * Staff passwords (issue 27; NIST SP 800-63B and OWASP's Password Storage Cheat Sheet): Argon2id
 * (@node-rs/argon2, a prebuilt Node-API binary) with OWASP's parameters, m=19 MiB, t=2, p=1; the
 * stored value is the PHC string, which carries its parameters, so stronger ones can come later
 * without a migration. Rules: at least 12 characters, at most 256, no composition rules, and none
 * of the commonly used passwords of zxcvbn-ts's list (kept by that project from leaked-password corpora).
 */
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { ErrorCode } from '../../../common/api/errorCodes.js';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

// Algorithm.Argon2id is an ambient const enum, which isolated modules cannot read: its value, typed.
const ARGON2ID = 2 as Algorithm.Argon2id;
const OWASP = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The same password typed on two keyboards may come in two Unicode forms: one form is hashed. */
const normal = (password: string) => password.normalize('NFKC');

export const hashPassword = (password: string): Promise<string> => hash(normal(password), OWASP);

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  try {
    return await verify(stored, normal(password));
  } catch {
    return false;
  }
}

/**
 * A hash of no one's password, checked when the e-mail is unknown, so that an unknown e-mail
 * takes as long to refuse as a wrong password (made once, on first use).
 */
let dummy: Promise<string> | undefined;
export const dummyHash = (): Promise<string> => (dummy ??= hashPassword(randomBytes(18).toString('base64url')));

const COMMON = new Set(dictionary['passwords-common'].filter((p) => p.length >= PASSWORD_MIN).map((p) => p.toLowerCase()));

/** Why a new password is refused (a Catalan sentence), or null when it will do. */
export function passwordProblem(password: string): { code: ErrorCode; message: string } | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return { code: 'password_too_short', message: `La contrasenya ha de tenir com a mínim ${PASSWORD_MIN} caràcters.` };
  if (length > PASSWORD_MAX) return { code: 'password_too_long', message: `La contrasenya pot tenir com a màxim ${PASSWORD_MAX} caràcters.` };
  if (COMMON.has(password.toLowerCase())) return { code: 'password_common', message: 'Aquesta contrasenya és a la llista de les més utilitzades: tria’n una altra.' };
  return null;
}
