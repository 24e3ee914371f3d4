/**
 * Every stable error `code` the API answers, defined here once (issue 29). The server's HttpError,
 * errorBody and the import's reasons take only these (the types say so: a new code is added here
 * first, or tsc fails), and the OpenAPI document lists them as enums, per operation and status
 * (openapiErrors.ts): programs branch on them, so they never change once released.
 */

/** Codes of any route: the request, its body, the database, the server. */
const REQUEST_CODES = [
  'invalid_input',
  'invalid_json',
  'bad_request',
  'payload_too_large',
  'unsupported_encoding',
  'unsupported_media_type',
  'headers_too_large',
  'request_timeout',
  'route_not_found',
  'method_not_allowed',
  'not_found',
  'range_not_satisfiable',
  'rate_limited',
  'upload_failed',
  'unavailable',
  'internal_error',
] as const;

/** What readers' routes name that is not there. */
const READER_CODES = ['article_not_found', 'issue_not_found', 'author_not_found', 'media_not_found', 'feed_not_found', 'search_not_found', 'slug_taken'] as const;

/** The staff credential, sign-in, people, passkeys and their sessions. */
const STAFF_CODES = [
  'unauthorized',
  'session_ended',
  'forbidden',
  'reader_only',
  'role_too_low',
  'cross_site_request',
  'invalid_credentials',
  'person_suspended',
  'too_many_attempts',
  'setup_done',
  'email_taken',
  'own_account',
  'person_not_found',
  'session_not_found',
  'password_too_short',
  'password_too_long',
  'password_common',
  'passkeys_unavailable',
  'passkeys_for_people',
  'passkey_invalid',
  'passkey_challenge',
  'passkey_other_site',
  'passkey_unknown',
  'passkey_counter',
  'passkey_exists',
  'passkey_not_found',
  'token_ended',
  'token_role_too_high',
  'token_needs_person',
  'token_by_token',
  'token_not_found',
  'invitation_pending',
  'invitation_not_found',
  'link_unknown',
  'link_used',
  'link_expired',
  'link_revoked',
  'mail_unavailable',
] as const;

/** The editorial desk and its media library. */
export const DESK_CODES = [
  'invalid_block',
  'invalid_order',
  'number_taken',
  'edition_published',
  'edition_not_found',
  'revision_not_found',
  'stale_revision',
  'not_your_draft',
  'no_pending_correction',
  'alt_required',
  'media_too_large',
  'media_not_accepted',
  'media_kind_changed',
  'media_in_use',
  'in_review',
  'review_step_not_allowed',
] as const;

/** Editions: packages as a whole, publishing, the public site, sync and backups. */
const EDITION_CODES = [
  'package_too_large',
  'package_rejected',
  'remote_rejected',
  'already_published',
  'not_published',
  'remote_not_configured',
  'remote_unreachable',
  'remote_unauthorized',
  'remote_personal_token_required',
  'remote_token_refused',
  'remote_too_large',
  'remote_failed',
  'sync_running',
  'deletion_not_pending',
  'backup_use_pg_dump',
  'articles_not_accepted',
] as const;

/** Scheduled publication (common/api/schedule.ts). */
const SCHEDULE_CODES = ['invalid_date', 'invalid_time', 'time_skipped', 'time_repeated', 'time_in_past', 'edition_empty', 'schedule_changed', 'not_scheduled'] as const;

/** Why a package (or a folder import) refuses a record or a file: the `code` of each line of its report (server/import/reasons.ts). */
export const PACKAGE_REFUSAL_CODES = [
  'not_a_zip',
  'unsafe_path',
  'symbolic_link',
  'unexpected_folder',
  'encrypted_entry',
  'unsupported_compression',
  'entry_too_large',
  'duplicate_entry',
  'media_subfolder',
  'unexpected_file',
  'package_too_large',
  'missing_file',
  'not_a_list',
  'invalid_json',
  'invalid_record',
  'unsupported_media',
  'unreadable_media',
  'rejected_articles',
  'edition_not_in_issues',
  'no_edition',
  'duplicate_edition',
  'edition_published',
  'id_taken',
  'duplicate_article',
  'duplicate_address',
  'address_taken',
  'slug_taken',
  'alt_without_media',
  'media_name_taken',
  'missing_reference',
  'write_failed',
] as const;

export const ERROR_CODES = [...new Set([...REQUEST_CODES, ...READER_CODES, ...STAFF_CODES, ...DESK_CODES, ...EDITION_CODES, ...SCHEDULE_CODES])];

/** A code of the `{ error: { code, message } }` envelope. */
export type ErrorCode = (typeof REQUEST_CODES | typeof READER_CODES | typeof STAFF_CODES | typeof DESK_CODES | typeof EDITION_CODES | typeof SCHEDULE_CODES)[number];

/** A code of a package report's refused line. */
export type PackageRefusalCode = (typeof PACKAGE_REFUSAL_CODES)[number];
