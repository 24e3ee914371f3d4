/** Helpers of the newsroom's API tests: people added by the operator, and their session cookies. */
import { expect } from 'vitest';
import type { StaffPerson } from '../../common/api/people.js';
import type { StaffRole } from '../../common/staff/actor.js';
import type { TestServer } from './harness.js';

export const PASSWORD = 'una frase prou llarga per provar';

/** Invites an address with the operator's key (an administrator): the link and its token. */
export async function invite(server: TestServer, email: string, role: StaffRole): Promise<{ link: string; token: string; id: number; mailed: boolean }> {
  const res = await server.send('POST', '/api/admin/invitations', { email, role }, { admin: true });
  const body = (await res.json()) as { link: string; mailed: boolean; invitation: { id: number } };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return { link: body.link, token: body.link.split('/').pop()!, id: body.invitation.id, mailed: body.mailed };
}

/**
 * Adds a person as the newsroom does: invited by the operator's key, then the invitation
 * accepted with a name and PASSWORD (which signs them in: that session is ended again, so a test
 * starts from a person with none).
 */
export async function addPerson(server: TestServer, name: string, role: StaffRole, email = `${name.toLowerCase().replace(/\W+/g, '.')}@revista.test`): Promise<StaffPerson> {
  const { token } = await invite(server, email, role);
  const accepted = await server.send('POST', `/api/admin/invitation/${token}`, { name, password: PASSWORD });
  expect(accepted.status, await accepted.clone().text()).toBe(201);
  const cookie = accepted.headers.get('set-cookie')!.split(';')[0]!;
  expect((await withCookie(server, cookie, 'DELETE', '/api/admin/session')).status).toBe(200);
  const { people } = (await (await server.send('GET', '/api/admin/people', undefined, { admin: true })).json()) as { people: StaffPerson[] };
  return people.find((p) => p.email === email)!;
}

/** Signs a person in and returns their session cookie (`revista_admin=…`). */
export async function signIn(server: TestServer, email: string, password = PASSWORD, headers: Record<string, string> = {}): Promise<string> {
  const res = await server.send('POST', '/api/admin/session', { email, password }, { headers });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/**
 * A person of `server` and a personal token of theirs (its secret, shown once), as staff make one
 * for the desk's link to the public site; `revoke` ends it there.
 */
export async function personalToken(server: TestServer, name: string, role: StaffRole, tokenName = 'Escriptori'): Promise<{ person: StaffPerson; secret: string; revoke(): Promise<void> }> {
  const person = await addPerson(server, name, role);
  const cookie = await signIn(server, person.email);
  const made = await withCookie(server, cookie, 'POST', '/api/admin/tokens', { name: tokenName, role });
  expect(made.status, await made.clone().text()).toBe(201);
  const { token, secret } = (await made.json()) as { token: { id: number }; secret: string };
  const revoke = async () => {
    expect((await withCookie(server, cookie, 'DELETE', `/api/admin/tokens/${token.id}`)).status).toBe(200);
  };
  return { person, secret, revoke };
}

/** A call with a session cookie. */
export const withCookie = (server: TestServer, cookie: string, method: string, path: string, body?: unknown) => server.send(method, path, body, { headers: { Cookie: cookie } });

export async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}
