/** Helpers of the newsroom's API tests: people added by the operator, and their session cookies. */
import { expect } from 'vitest';
import type { StaffPerson } from '../../common/api/people.js';
import type { StaffRole } from '../../common/staff/actor.js';
import type { TestServer } from './harness.js';

export const PASSWORD = 'una frase prou llarga per provar';

/** Adds a person with the operator's key (an administrator). */
export async function addPerson(server: TestServer, name: string, role: StaffRole, email = `${name.toLowerCase().replace(/\W+/g, '.')}@revista.test`): Promise<StaffPerson> {
  const res = await server.send('POST', '/api/admin/people', { name, email, role, password: PASSWORD }, { admin: true });
  const body = (await res.json()) as StaffPerson;
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body;
}

/** Signs a person in and returns their session cookie (`revista_admin=…`). */
export async function signIn(server: TestServer, email: string, password = PASSWORD, headers: Record<string, string> = {}): Promise<string> {
  const res = await server.send('POST', '/api/admin/session', { email, password }, { headers });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** A call with a session cookie. */
export const withCookie = (server: TestServer, cookie: string, method: string, path: string, body?: unknown) => server.send(method, path, body, { headers: { Cookie: cookie } });

export async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}
