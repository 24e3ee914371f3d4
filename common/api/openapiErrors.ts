/**
 * The statuses other than success that each operation of the OpenAPI document declares. Most
 * follow from the route object: what it reads (400, 413, 415), who may call it (401, 403), how it
 * is cached (304), whether it serves byte ranges (416), whether it names a record (404). The
 * refusals a service makes once it has read its data (a taken address, a stale revision, a public
 * site that did not answer, a rate limit) are not in the route: they are listed below by
 * operationId with their codes, and tests/unit/openapi-document.test.ts checks that the server
 * source raises every code listed. The API's fuzz test fails on any status it meets that the
 * document does not declare for the operation.
 */
import type { ApiRoute } from './route.js';

/** Who may call an operation (openapiOperation.ts derives it from the route). */
export type Audience = 'staff' | 'reader' | 'reader-or-staff';

export interface ErrorStatus {
  status: number;
  description: string;
}

/** The codes an answer of this status may carry (the unit test finds each in the server source). */
const codes = (list: readonly string[]) => `Codes: ${list.join(', ')}.`;

type Refusal = 400 | 401 | 403 | 404 | 409 | 410 | 415 | 422 | 429 | 502;

/** The refusals of a service after reading its data, by operationId: status → codes. */
const SERVICE_REFUSALS: Record<string, Partial<Record<Refusal, readonly string[]>>> = {
  contentLatestIssue: { 404: ['issue_not_found'] },
  authorsCreate: { 409: ['slug_taken'] },
  authorsUpdate: { 409: ['slug_taken'] },
  analyticsRecord: { 429: ['rate_limited'] },
  analyticsClick: { 429: ['rate_limited'] },
  connectionsTrack: { 415: ['unsupported_media_type'], 429: ['rate_limited'] },
  adminSignIn: { 401: ['invalid_credentials', 'person_suspended'], 429: ['too_many_attempts'] },
  peopleCreateFirstAdmin: { 400: ['password_too_short', 'password_too_long', 'password_common'], 401: ['invalid_credentials'], 409: ['setup_done', 'email_taken'], 429: ['too_many_attempts'] },
  passkeysPasskeys: { 409: ['passkeys_for_people'] },
  passkeysRegistrationOptions: { 404: ['person_not_found'], 409: ['passkeys_unavailable', 'passkeys_for_people'] },
  passkeysAddPasskey: { 400: ['passkey_invalid', 'passkey_challenge', 'passkey_other_site'], 409: ['passkeys_unavailable', 'passkeys_for_people', 'passkey_exists'] },
  passkeysRenamePasskey: { 404: ['passkey_not_found'], 409: ['passkeys_for_people'] },
  passkeysRemovePasskey: { 404: ['passkey_not_found'], 409: ['passkeys_for_people'] },
  passkeysSignInOptions: { 409: ['passkeys_unavailable'], 429: ['too_many_attempts'] },
  passkeysSignInWithPasskey: {
    400: ['passkey_invalid', 'passkey_challenge', 'passkey_other_site'],
    401: ['passkey_unknown', 'passkey_counter', 'person_suspended'],
    409: ['passkeys_unavailable'],
    429: ['too_many_attempts'],
  },
  invitationsInvite: { 409: ['email_taken', 'invitation_pending'] },
  invitationsRevokeInvitation: { 404: ['invitation_not_found'] },
  invitationsIssueReset: { 409: ['person_suspended'] },
  invitationsInvitationLink: { 404: ['link_unknown'], 410: ['link_used', 'link_expired', 'link_revoked'], 429: ['too_many_attempts'] },
  invitationsAcceptInvitation: {
    400: ['password_too_short', 'password_too_long', 'password_common'],
    404: ['link_unknown'],
    409: ['email_taken'],
    410: ['link_used', 'link_expired', 'link_revoked'],
    429: ['too_many_attempts'],
  },
  invitationsResetLink: { 404: ['link_unknown'], 410: ['link_used', 'link_expired', 'link_revoked'], 429: ['too_many_attempts'] },
  invitationsUseReset: {
    400: ['password_too_short', 'password_too_long', 'password_common'],
    401: ['person_suspended'],
    404: ['link_unknown'],
    410: ['link_used', 'link_expired', 'link_revoked'],
    429: ['too_many_attempts'],
  },
  invitationsRequestReset: { 409: ['mail_unavailable'], 429: ['too_many_attempts'] },
  peopleUpdatePerson: { 409: ['own_account'] },
  adminBackup: { 409: ['backup_use_pg_dump'] },
  editionsPublish: { 409: ['already_published'] },
  editionsWithdraw: { 409: ['not_published'] },
  editionsDiscard: { 409: ['already_published'] },
  editionsPublishRemote: { 409: ['remote_not_configured'], 502: ['remote_unreachable', 'remote_unauthorized', 'remote_too_large', 'remote_failed'] },
  syncStart: { 409: ['sync_running', 'remote_not_configured'], 502: ['remote_unreachable', 'remote_unauthorized', 'remote_failed'] },
  syncDecideDeletions: { 409: ['sync_running', 'deletion_not_pending'] },
  deskCreateEdition: { 409: ['number_taken'] },
  deskUpdateEdition: { 409: ['edition_published'] },
  deskCreateArticle: { 409: ['edition_published', 'slug_taken'] },
  deskSaveArticle: { 403: ['not_your_draft'], 409: ['stale_revision', 'slug_taken'] },
  deskRestoreRevision: { 403: ['not_your_draft'], 409: ['stale_revision', 'slug_taken'] },
  deskDeleteArticle: { 403: ['not_your_draft'], 409: ['edition_published'] },
  deskPublishCorrection: { 409: ['no_pending_correction'] },
  deskDiscardCorrection: { 409: ['no_pending_correction'] },
  deskMediaReplace: { 409: ['media_kind_changed'] },
  deskMediaDelete: { 409: ['media_in_use'] },
};

/** Every code SERVICE_REFUSALS names (the unit test looks each up in the server source). */
export const serviceRefusalCodes = (): string[] => [...new Set(Object.values(SERVICE_REFUSALS).flatMap((byStatus) => Object.values(byStatus).flat()))];

const REFUSAL_WORDS: Record<Refusal, string> = {
  400: 'The request is not valid.',
  401: 'The credential given is not the right one.',
  403: 'The caller may not do this.',
  404: 'There is nothing to answer with yet.',
  409: 'The request conflicts with what is stored.',
  410: 'The one-time link was used, has expired or was cancelled.',
  415: 'The body is not of a type this call reads.',
  422: 'The content was read but cannot be accepted.',
  429: 'Too many requests from this client: wait (Retry-After) and try again.',
  502: 'The public site this copy works with did not answer as it should.',
};

/** Caches and validators that let a client revalidate a GET it holds a copy of. */
const REVALIDATED: readonly ApiRoute['cache'][] = ['public-json', 'file', 'hour', 'immutable'];

/** Operations that answer without the database (made from code, or the process's own state). */
const DATABASE_FREE = new Set(['mediaLive', 'mediaOpenapi', 'mediaDocs', 'editionsPackageSchema', 'kioskQr', 'adminRemote', 'adminSetRemote', 'adminClearRemote']);

export function errorStatuses(r: ApiRoute, operationId: string, audience: Audience): ErrorStatus[] {
  const found: ErrorStatus[] = [];
  const add = (status: number, description: string) => found.push({ status, description });
  const reads = r.params || r.query || r.body || r.bodyFile;
  if (r.method === 'get' && REVALIDATED.includes(r.cache)) add(304, 'Not modified: the copy the client holds (named by its ETag or date) is still current.');
  if (reads) add(400, `The request is not valid. ${codes(['invalid_input', ...(r.body ? ['invalid_json'] : []), 'bad_request'])}`);
  if (audience === 'staff') {
    add(401, `No staff credential, or a session that has ended. ${codes(['unauthorized', 'session_ended'])}`);
    add(403, `A wrong credential, the kiosk's, or a role below the route's. ${codes(['forbidden', 'reader_only', 'role_too_low'])}`);
  }
  if (r.params) add(404, `Nothing has this address. ${codes(['not_found', 'article_not_found', 'issue_not_found', 'author_not_found', 'edition_not_found', 'revision_not_found', 'media_not_found', 'person_not_found', 'session_not_found'])}`);
  if (r.body || r.bodyFile) {
    add(413, `The body is larger than this server accepts. ${codes(['payload_too_large', ...(r.bodyFile ? ['package_too_large', 'media_too_large'] : [])])}`);
    add(415, `The body's type or encoding is not accepted. ${codes(['unsupported_encoding', ...(r.bodyFile ? ['unsupported_media_type', 'media_not_accepted'] : [])])}`);
  }
  if (r.responses[206]) add(416, `The byte range asked for lies outside the file. ${codes(['range_not_satisfiable'])}`);
  for (const [status, list] of Object.entries(SERVICE_REFUSALS[operationId] ?? {})) {
    const known = found.find((f) => f.status === Number(status));
    if (known) known.description += ` ${codes(list)}`;
    else add(Number(status), `${REFUSAL_WORDS[Number(status) as Refusal]} ${codes(list)}`);
  }
  if (!DATABASE_FREE.has(operationId)) add(503, `The database is unavailable for now: try again after Retry-After. ${codes(['unavailable'])}`);
  return found.sort((a, b) => a.status - b.status);
}
