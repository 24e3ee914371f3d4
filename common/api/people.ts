/**
 * The newsroom's people and sessions (issue 27, base /api/admin): the first administrator of an
 * install, the people screen of administrators (people join by invitation: invitations.ts), and
 * each person's own sessions.
 */
import { z } from 'zod';
import { STAFF_ROLES } from '../staff/actor.js';
import { adminSession, staffEmail } from './admin.js';
import { idParams } from './params.js';
import { route } from './route.js';
import { isoTime } from './wireDates.js';

export const personStatus = z.enum(['active', 'suspended']);

export const person = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    status: personStatus,
    createdAt: isoTime(),
    lastSignInAt: isoTime().nullable(),
  })
  .meta({ id: 'StaffPerson' });
export type StaffPerson = z.infer<typeof person>;

const name = z.string().trim().min(1, 'cal el nom').max(200);
/** Checked for length and commonness by the server (passwords.ts), whose refusal says why. */
const password = z.string().max(1024);

export const staffSession = z.strictObject({
  id: z.number().int(),
  browser: z.string(),
  system: z.string(),
  createdAt: isoTime(),
  lastUsedAt: isoTime(),
  current: z.boolean().meta({ description: 'The session this call was made with.' }),
});
export type StaffSessionView = z.infer<typeof staffSession>;

const ended = z.strictObject({ ended: z.number().int() });

export const peopleApi = {
  setup: route({
    method: 'get',
    path: '/admin/setup', cache: 'no-store',
    summary: 'What the sign-in screen offers: the first administrator form (none has an account yet), and the forgotten-password link (SMTP configured)',
    responses: { 200: z.strictObject({ needed: z.boolean(), mail: z.boolean() }) },
  }),
  createFirstAdmin: route({
    method: 'post',
    path: '/admin/setup', cache: 'no-store',
    summary: 'Creates the first administrator, proven by ADMIN_TOKEN, and signs them in (409 setup_done once anyone exists)',
    body: z.strictObject({ token: z.string().min(1, 'cal el token').max(512), name, email: staffEmail, password }),
    responses: { 201: adminSession },
  }),
  people: route({ method: 'get', path: '/admin/people', cache: 'no-store', summary: 'Every staff member with role, status and last sign-in', role: 'admin', responses: { 200: z.strictObject({ people: z.array(person) }) } }),
  updatePerson: route({
    method: 'patch',
    path: '/admin/people/{id}', cache: 'no-store',
    summary: "Changes a person's role or status; suspending ends all their sessions",
    role: 'admin',
    // One call may change the role and the status: each is its own act.
    record: [
      { action: 'person.role', subject: 'person', id: 'params.id', name: 'answer.name', detail: 'body.role', when: 'body.role' },
      { action: 'person.suspend', subject: 'person', id: 'params.id', name: 'answer.name', when: 'body.status', equals: 'suspended' },
      { action: 'person.reactivate', subject: 'person', id: 'params.id', name: 'answer.name', when: 'body.status', equals: 'active' },
    ],
    params: idParams,
    body: z.strictObject({ role: z.enum(STAFF_ROLES).optional(), status: personStatus.optional() }),
    responses: { 200: person },
  }),
  sessions: route({ method: 'get', path: '/admin/sessions', cache: 'no-store', summary: "'Les meves sessions': the caller's open sessions", role: 'contributor', responses: { 200: z.strictObject({ sessions: z.array(staffSession) }) } }),
  endSession: route({ method: 'delete', path: '/admin/sessions/{id}', cache: 'no-store', summary: 'Ends one of the caller’s sessions', role: 'contributor', record: { action: 'session.end', subject: 'session', id: 'params.id' }, params: idParams, responses: { 200: ended } }),
  endAllSessions: route({ method: 'delete', path: '/admin/sessions', cache: 'no-store', summary: 'Ends every session of the caller, this one too', role: 'contributor', record: { action: 'session.endAll', subject: 'session' }, responses: { 200: ended } }),
} as const;
