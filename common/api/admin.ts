/** The staff session, the public site's settings and the database backup (base /api/admin). */
import { z } from 'zod';
import { STAFF_ROLES } from '../staff/actor.js';
import { httpUrl } from './params.js';
import { route } from './route.js';
import { isoTime } from './wireDates.js';

/** The staff session cookie's name (it holds a random token; the server keeps its hash). */
export const ADMIN_COOKIE = 'revista_admin';

/** Who is signed in, as the desk shows it: the operator's key, a person, or a person's token. */
export const actorView = z.strictObject({
  kind: z.enum(['operator', 'person', 'token']),
  id: z.number().int().nullable().meta({ description: 'The person (null for the operator).' }),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type ActorView = z.infer<typeof actorView>;

export const adminSession = z.strictObject({ authenticated: z.boolean(), actor: actorView.optional() });

/** A staff e-mail address (compared whatever its case). */
export const staffEmail = z.string().trim().min(3, "cal l'adreça electrònica").max(320).regex(/^[^\s@]+@[^\s@]+$/, "l'adreça electrònica no és vàlida");

/** Sign-in: a person's e-mail and password, or the operator's ADMIN_TOKEN (scripts, the desktop app). */
export const signInBody = z.union([
  z.strictObject({ email: staffEmail, password: z.string().min(1, 'cal la contrasenya').max(1024) }),
  z.strictObject({ token: z.string().min(1, 'cal el token').max(512) }),
]);

/** The public site this server syncs from and publishes to; the credential is never shown back. */
export const remoteAnswer = z.strictObject({ url: z.string().nullable(), hasCredential: z.boolean() }).meta({ description: 'url is null when none is configured.' });

/**
 * off: no BACKUP_DIR; ok: the last backup was written and verified within a day; failed: the last
 * attempt failed; missing: none succeeded in the last 25 hours; pending: none yet, none due yet.
 */
export const backupStatus = z.strictObject({
  state: z.enum(['off', 'ok', 'failed', 'missing', 'pending']),
  dir: z.string().nullable(),
  lastSuccess: z.strictObject({ at: isoTime(), file: z.string(), bytes: z.number().int(), durationMs: z.number().int() }).nullable(),
  lastFailure: z.strictObject({ at: isoTime(), message: z.string() }).nullable(),
  nextAt: isoTime().nullable(),
});
export type BackupStatus = z.infer<typeof backupStatus>;

export const adminApi = {
  session: route({ method: 'get', path: '/admin/session', cache: 'no-store', summary: 'Whether this client is signed in, and as whom', responses: { 200: adminSession } }),
  signIn: route({
    method: 'post',
    path: '/admin/session', cache: 'no-store',
    summary: 'Signs in with an e-mail and password (or the operator with ADMIN_TOKEN): a new session and its cookie',
    description:
      'An unknown e-mail and a wrong password get the same answer (401 invalid_credentials). Failed attempts are slowed down, then refused with 429, per client and per account.',
    body: signInBody,
    responses: { 200: adminSession },
  }),
  signOut: route({ method: 'delete', path: '/admin/session', cache: 'no-store', summary: 'Signs out: ends this session on the server and clears its cookie', responses: { 200: adminSession } }),
  // Editors read it to offer 'Publica al web'; only administrators set it.
  remote: route({ method: 'get', path: '/admin/remote', cache: 'no-store', summary: "The public site's address", role: 'editor', responses: { 200: remoteAnswer } }),
  setRemote: route({
    method: 'put',
    path: '/admin/remote', cache: 'no-store',
    summary: "Sets the public site's address and a person's personal token there (kept in memory only)",
    description:
      "The credential must be a personal token (estany_…) that the public site takes as its owner's, so that its record names who publishes or syncs: the shared operator key is refused (400 remote_personal_token_required), and so is a token the site refuses (422 remote_token_refused). A site that cannot be reached now is asked again at its first answer.",
    role: 'admin',
    record: { action: 'remote.set', subject: 'setting' },
    body: z.strictObject({
      url: httpUrl(500),
      credential: z.string().min(12, 'la credencial ha de tenir com a mínim 12 caràcters').max(512),
      operatorIsOwner: z.boolean().optional().meta({
        description: "The desktop app's single-user server: its operator key acts for the token's owner, whom this server's record then names as the public site names them.",
      }),
    }),
    responses: { 200: remoteAnswer },
  }),
  clearRemote: route({ method: 'delete', path: '/admin/remote', cache: 'no-store', summary: "Forgets the public site's settings", role: 'admin', record: { action: 'remote.clear', subject: 'setting' }, responses: { 200: remoteAnswer } }),
  backupStatus: route({
    method: 'get',
    path: '/admin/backup/status', cache: 'no-store',
    summary: 'The automatic backups (BACKUP_DIR): the last that succeeded, the last failure, the next time',
    role: 'admin',
    responses: { 200: backupStatus },
  }),
  backup: route({
    method: 'get',
    path: '/admin/backup', cache: 'file',
    summary: 'A backup as a download: a zip of a consistent copy of the SQLite database and the media it shows (409 on PostgreSQL: use pg_dump)',
    role: 'admin',
    record: { action: 'backup.download', subject: 'backup' },
    responses: { 200: { contentType: 'application/zip', description: 'The backup, revista-estany-AAAA-MM-DD.zip: the database file and the media folder.' } },
  }),
} as const;

export type AdminSession = z.infer<typeof adminSession>;
export type RemoteAnswer = z.infer<typeof remoteAnswer>;
