/**
 * The statuses other than success that each operation of the OpenAPI document declares. Most
 * follow from the route object: what it reads (400, 413, 415), who may call it (401, 403), how it
 * is cached (304), whether it serves byte ranges (416), whether it names a record (404). The
 * refusals a service makes once it has read its data (a taken address, a stale revision, a public
 * site that did not answer, a rate limit) are not in the route: they are listed below by
 * operationId. Each status carries the codes it may answer with, from the one list of codes
 * (errorCodes.ts; tsc refuses any other), which the document gives as an enum; the API suite fails
 * on an answer whose status or code the document does not list for its operation
 * (tests/api/responseContract.ts), and the fuzz test on any status it meets that is not declared.
 */
import type { ErrorCode } from './errorCodes.js';
import type { ApiRoute } from './route.js';

/** Who may call an operation (openapiOperation.ts derives it from the route). */
export type Audience = 'staff' | 'reader' | 'reader-or-staff';

export interface ErrorStatus {
  status: number;
  description: string;
  /** The codes an answer of this status may carry (none: the status has no error body, a 304). */
  codes: ErrorCode[];
}

type Refusal = 400 | 401 | 403 | 404 | 409 | 410 | 415 | 422 | 429 | 502;

/** The refusals of a service after reading its data, by operationId: status → codes. */
const SERVICE_REFUSALS: Record<string, Partial<Record<Refusal, readonly ErrorCode[]>>> = {
  contentLatestIssue: { 404: ['issue_not_found'] },
  authorsCreate: { 409: ['slug_taken'] },
  authorsUpdate: { 409: ['slug_taken'] },
  analyticsRecord: { 429: ['rate_limited'] },
  analyticsClick: { 404: ['search_not_found'], 429: ['rate_limited'] },
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
  tokensCreateToken: { 403: ['token_role_too_high', 'token_by_token'], 409: ['token_needs_person'] },
  tokensRevokeToken: { 404: ['token_not_found'], 409: ['token_needs_person'] },
  peopleAddPerson: { 400: ['password_too_short', 'password_too_long', 'password_common'], 409: ['email_taken'] },
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
  invitationsInvitationPasskeyOptions: { 404: ['link_unknown'], 409: ['passkeys_unavailable'], 410: ['link_used', 'link_expired', 'link_revoked'], 429: ['too_many_attempts'] },
  invitationsAcceptInvitationWithPasskey: {
    400: ['passkey_invalid', 'passkey_challenge', 'passkey_other_site'],
    404: ['link_unknown'],
    409: ['email_taken', 'passkeys_unavailable', 'passkey_exists'],
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
  // The public site is given a person's token, never the shared operator key (issue 27).
  adminSetRemote: { 400: ['remote_personal_token_required'], 422: ['remote_token_refused'] },
  adminBackup: { 409: ['backup_use_pg_dump'] },
  // A name whose extension is not of the kind the address serves.
  mediaImage: { 400: ['unsupported_media_type'] },
  mediaSmallImage: { 400: ['unsupported_media_type'] },
  mediaVideo: { 400: ['unsupported_media_type'] },
  editionsUpload: { 422: ['package_rejected'] },
  editionsPublish: { 409: ['already_published', 'articles_not_accepted'] },
  editionsWithdraw: { 409: ['not_published'] },
  editionsDiscard: { 409: ['already_published'] },
  editionsPublishRemote: {
    400: ['invalid_date', 'invalid_time', 'time_skipped', 'time_repeated', 'time_in_past', 'edition_empty'],
    409: ['remote_not_configured', 'articles_not_accepted', 'already_published', 'schedule_changed'],
    422: ['remote_rejected'],
    502: ['remote_unreachable', 'remote_unauthorized', 'remote_too_large', 'remote_failed'],
  },
  syncStart: { 409: ['sync_running', 'remote_not_configured'], 502: ['remote_unreachable', 'remote_unauthorized', 'remote_failed'] },
  syncDecideDeletions: { 409: ['sync_running', 'deletion_not_pending'] },
  scheduleSchedule: { 400: ['invalid_date', 'invalid_time', 'time_skipped', 'time_repeated', 'time_in_past', 'edition_empty'], 409: ['already_published', 'schedule_changed', 'articles_not_accepted'] },
  scheduleUnschedule: { 409: ['already_published', 'not_scheduled'] },
  deskCreateEdition: { 409: ['number_taken'] },
  deskUpdateEdition: { 400: ['invalid_order'], 409: ['edition_published'] },
  deskCreateArticle: { 400: ['invalid_block'], 409: ['edition_published', 'slug_taken'] },
  deskSaveArticle: { 400: ['invalid_block'], 403: ['not_your_draft', 'in_review'], 409: ['stale_revision', 'slug_taken'] },
  deskRestoreRevision: { 400: ['invalid_block'], 403: ['not_your_draft', 'in_review'], 409: ['stale_revision', 'slug_taken'] },
  deskDeleteArticle: { 403: ['not_your_draft', 'in_review'], 409: ['edition_published'] },
  deskReviewSteps: { 403: ['not_your_draft'] },
  deskHandIn: { 403: ['not_your_draft'], 409: ['review_step_not_allowed', 'edition_published'] },
  deskAccept: { 409: ['review_step_not_allowed', 'edition_published'] },
  deskReturnWithNote: { 409: ['review_step_not_allowed', 'edition_published'] },
  deskPublishCorrection: { 409: ['no_pending_correction'] },
  deskDiscardCorrection: { 409: ['no_pending_correction'] },
  deskMediaUpload: { 400: ['alt_required'] },
  deskMediaReplace: { 409: ['media_kind_changed'] },
  deskMediaDelete: { 409: ['media_in_use'] },
};

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

/**
 * Operations that answer without the database (made from code, or the process's own state).
 * Setting or clearing the public site is not one: its record entry is written to the database.
 */
const DATABASE_FREE = new Set(['mediaLive', 'mediaOpenapi', 'mediaDocs', 'editionsPackageSchema', 'kioskQr', 'adminRemote']);

/** Operations that answer from the build's files (the reference's script): 503 before `npm run build`. */
const FROM_THE_BUILD = new Set(['mediaDocs']);

/** The codes of a refusal any reading route may answer, by what it reads. */
const requestCodes = (r: ApiRoute): ErrorCode[] => ['invalid_input', ...(r.body ? (['invalid_json'] as const) : []), 'bad_request'];

export function errorStatuses(r: ApiRoute, operationId: string, audience: Audience): ErrorStatus[] {
  const found: ErrorStatus[] = [];
  const add = (status: number, description: string, codes: ErrorCode[] = []) => found.push({ status, description, codes });
  const reads = r.params || r.query || r.body || r.bodyFile;
  if (r.method === 'get' && REVALIDATED.includes(r.cache)) add(304, 'Not modified: the copy the client holds (named by its ETag or date) is still current.');
  // Any address can carry a query escape that forms no character (`?x=%FF`), read or not.
  if (reads) add(400, 'The request is not valid.', requestCodes(r));
  else add(400, 'The address is not valid: a query escape that forms no character.', ['bad_request']);
  if (audience === 'staff') {
    add(401, 'No staff credential, or a session or personal token that has ended.', ['unauthorized', 'session_ended', 'token_ended']);
    // A write that rests on the session cookie must come from this site (server/http/admin.ts).
    const crossSite: ErrorCode[] = r.method === 'get' ? [] : ['cross_site_request'];
    add(403, "A wrong credential, the kiosk's, a role below the route's, or a write from another site.", ['forbidden', 'reader_only', 'role_too_low', ...crossSite]);
  }
  if (r.params) add(404, 'Nothing has this address.', ['not_found', 'article_not_found', 'issue_not_found', 'author_not_found', 'edition_not_found', 'revision_not_found', 'media_not_found', 'person_not_found', 'session_not_found']);
  if (r.body || r.bodyFile) {
    add(413, 'The body is larger than this server accepts.', ['payload_too_large', ...(r.bodyFile ? (['package_too_large', 'media_too_large'] as const) : [])]);
    add(415, "The body's type or encoding is not accepted.", ['unsupported_encoding', 'unsupported_media_type', ...(r.bodyFile ? (['media_not_accepted'] as const) : [])]);
  }
  if (r.responses[206]) add(416, 'The byte range asked for lies outside the file.', ['range_not_satisfiable']);
  // Wrong bearer keys are counted on every route, public ones too, where the right key answers as staff (server/http/admin.ts).
  add(429, 'Too many requests from this client (wrong bearer keys, or the operation’s own limit): wait (Retry-After) and try again.', ['too_many_attempts']);
  for (const [status, list] of Object.entries(SERVICE_REFUSALS[operationId] ?? {})) {
    const known = found.find((f) => f.status === Number(status));
    if (known) known.codes.push(...list.filter((code) => !known.codes.includes(code)));
    else add(Number(status), REFUSAL_WORDS[Number(status) as Refusal], [...list]);
  }
  if (!DATABASE_FREE.has(operationId)) add(503, 'The database is unavailable for now: try again after Retry-After.', ['unavailable']);
  if (FROM_THE_BUILD.has(operationId)) add(503, 'This server is not built yet (npm run build): it has nothing to draw the page with.', ['unavailable']);
  // People read the codes in the words too.
  for (const f of found) if (f.codes.length > 0) f.description += ` Codes: ${f.codes.join(', ')}.`;
  return found.sort((a, b) => a.status - b.status);
}
