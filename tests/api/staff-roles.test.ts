/**
 * The role matrix (issue 27), generated from the contract: every staff route is called as nobody,
 * with a suspended person's old cookie, and as each role (and the operator's key). Below the
 * route's least role the answer is 401 (no session) or 403 role_too_low; at or above it, anything
 * but 401 and 403 (the calls carry placeholder input, so 400 and 404 are expected answers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../common/api/index.js';
import { STAFF_ROLES, roleReaches, type StaffRole } from '../../common/staff/actor.js';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from './harness.js';
import { addPerson, signIn } from './staffFixture.js';

let server: TestServer;
const cookies = {} as Record<StaffRole | 'suspended', string>;
const staffRoutes = API_ROUTES.filter((r) => r.role);

beforeAll(async () => {
  server = await startTestServer();
  for (const role of STAFF_ROLES) cookies[role] = await signIn(server, (await addPerson(server, `Matriu ${role}`, role)).email);
  const suspended = await addPerson(server, 'Matriu suspesa', 'editor');
  cookies.suspended = await signIn(server, suspended.email);
  await server.send('PATCH', `/api/admin/people/${suspended.id}`, { status: 'suspended' }, { admin: true });
});

afterAll(async () => {
  await server.close();
});

/** The route's address with a placeholder for each parameter (nothing has that number or name). */
const addressOf = (path: string) => `/api${path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'name' ? 'cap-fitxer.jpg' : '987654'))}`;

async function call(route: (typeof staffRoutes)[number], headers: Record<string, string>): Promise<{ status: number; code?: string }> {
  const res = await server.get(addressOf(route.path), {
    method: route.method.toUpperCase(),
    headers: { 'Content-Type': 'application/json', ...headers },
    body: route.method === 'get' ? undefined : '{}',
  });
  const text = await res.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { error?: { code: string } }).error?.code;
  } catch {
    code = undefined;
  }
  return { status: res.status, code };
}

describe('every staff route, by role (generated from the contract)', () => {
  it('covers the routes the contract marks', () => {
    expect(staffRoutes.length).toBeGreaterThan(60);
  });

  it.each(staffRoutes.map((r) => [`${r.method.toUpperCase()} ${r.path} (${r.role})`, r] as const))('%s', async (_name, route) => {
    expect(await call(route, {})).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(await call(route, { Cookie: cookies.suspended })).toMatchObject({ status: 401, code: 'session_ended' });
    for (const role of STAFF_ROLES) {
      // Ending all my sessions would end the matrix's own: that route gets a session of its own.
      const cookie = route.path === '/admin/sessions' && route.method === 'delete' ? await signIn(server, `matriu.${role}@revista.test`) : cookies[role];
      const answer = await call(route, { Cookie: cookie });
      // …which ends the matrix's session too: the routes after it get a new one.
      if (cookie !== cookies[role]) cookies[role] = await signIn(server, `matriu.${role}@revista.test`);
      if (roleReaches(role, route.role!)) expect([401, 403], `${role}: ${JSON.stringify(answer)}`).not.toContain(answer.status);
      else expect(answer, role).toEqual({ status: 403, code: 'role_too_low' });
    }
    const operator = await call(route, { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` });
    expect([401, 403], `operator: ${JSON.stringify(operator)}`).not.toContain(operator.status);
  });
});
