/**
 * Wrong bearer keys are limited as wrong sign-ins are: the operator's key (12+ characters) was
 * otherwise open to unlimited guesses in an Authorization header, on any route, at the network's
 * pace, where the sign-in form refuses a client after 10 failures in 15 minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEARER_GUESSES } from '../../server/http/admin.js';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from './harness.js';
import { errorCode } from './staffFixture.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const withBearer = (token: string, pathname = '/api/admin/editions') => server.get(pathname, { headers: { Authorization: `Bearer ${token}` } });

describe('wrong bearer keys from one client', () => {
  it('are answered 403 until the limit, then every bearer of that client gets 429 with Retry-After, the right key too', async () => {
    // A public route counts too: the right key there answers as staff, so it could be guessed on.
    const onPublic = await withBearer('guess-on-a-public-route', '/api/issues/latest');
    expect(onPublic.status).toBe(200);
    for (let guess = 2; guess <= BEARER_GUESSES; guess += 1) {
      const res = await withBearer(`guess-${guess}-xxxxxxxxxxxx`);
      expect([res.status, await errorCode(res)]).toEqual([403, 'forbidden']);
    }
    const refused = await withBearer(TEST_ADMIN_TOKEN);
    expect([refused.status, await errorCode(refused)]).toEqual([429, 'too_many_attempts']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const anotherGuess = await withBearer('guess-after-the-limit');
    expect(anotherGuess.status).toBe(429);
  });

  it('leave readers without a key alone', async () => {
    expect((await server.get('/api/issues/latest')).status).toBe(200);
  });
});
