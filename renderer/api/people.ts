/**
 * The newsroom's calls (issue 27): the first administrator, the people screen and 'Les meves
 * sessions' (base /api/admin).
 */
import { API } from '../../common/api/addresses.js';
import type { peopleApi } from '../../common/api/people.js';
import type { BodyOf } from '../../common/api/route.js';
import { announceSignIn } from './admin.js';
import { call, type CallContext } from './client.js';

export const peopleKeys = {
  setup: ['admin', 'setup'] as const,
  people: ['admin', 'people'] as const,
  sessions: ['admin', 'sessions'] as const,
};

export const fetchSetup = (ctx?: CallContext) => call(API.people.setup, {}, ctx);

export async function createFirstAdmin(body: BodyOf<typeof peopleApi.createFirstAdmin>) {
  const session = await call(API.people.createFirstAdmin, { body });
  announceSignIn(session);
  return session;
}

export const fetchPeople = (ctx?: CallContext) => call(API.people.people, {}, ctx);
export const updatePerson = (id: number, body: BodyOf<typeof peopleApi.updatePerson>) => call(API.people.updatePerson, { params: { id }, body });

export const fetchSessions = (ctx?: CallContext) => call(API.people.sessions, {}, ctx);
export const endSession = (id: number) => call(API.people.endSession, { params: { id } });
export const endAllSessions = () => call(API.people.endAllSessions);
