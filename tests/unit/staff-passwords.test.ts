/**
 * Staff passwords (issue 27; NIST SP 800-63B): at least 12 characters and at most 256, counted as
 * characters a person types; no composition rules; none of the commonly used ones; Argon2id with
 * OWASP's parameters, checked whatever the Unicode form the password was typed in.
 */
import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, passwordProblem, verifyPassword } from '../../server/staff/people/passwords.js';

describe('new passwords', () => {
  it('need 12 characters, counted as typed (an emoji is one), and no more than 256', () => {
    expect(passwordProblem('onze caràct')?.code).toBe('password_too_short');
    expect(passwordProblem('😀'.repeat(11))?.code).toBe('password_too_short');
    expect(passwordProblem('😀'.repeat(12))).toBeNull();
    expect(passwordProblem('a'.repeat(257))?.code).toBe('password_too_long');
  });

  it('ask for no mix of letters, digits or symbols: a long phrase in lower case will do', () => {
    expect(passwordProblem('el gat dorm sota la taula')).toBeNull();
  });

  it('refuse the commonly used ones whatever their case, with a Catalan reason', () => {
    expect(passwordProblem('qwerty123456')).toEqual({ code: 'password_common', message: 'Aquesta contrasenya és a la llista de les més utilitzades: tria’n una altra.' });
    expect(passwordProblem('QWERTY123456')?.code).toBe('password_common');
    expect(passwordProblem('1q2w3e4r5t6y')?.code).toBe('password_common');
  });
});

describe('stored passwords', () => {
  it('are Argon2id hashes with OWASP parameters, each with its own salt', async () => {
    const [one, two] = await Promise.all([hashPassword('el gat dorm sota la taula'), hashPassword('el gat dorm sota la taula')]);
    expect(one).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(one).not.toBe(two);
  });

  it('match the password in either Unicode form, and nothing else', async () => {
    const stored = await hashPassword('caf\u00e9 amb llet calenta');
    expect(await verifyPassword('cafe\u0301 amb llet calenta', stored)).toBe(true);
    expect(await verifyPassword('cafè amb llet calenta', stored)).toBe(false);
    expect(await verifyPassword('caf\u00e9 amb llet calenta', 'no és un hash')).toBe(false);
  });

  it('include a dummy no password matches, for unknown e-mails', async () => {
    expect(await dummyHash()).toBe(await dummyHash());
    expect(await verifyPassword('', await dummyHash())).toBe(false);
  });
});
