/**
 * The migration list. Migrations are imported, not discovered on disk, so that the bundled
 * server (and the desktop app) carries them. Append new ones at the end; never reorder.
 */
import type { Knex } from 'knex';
import * as content from './001_content.js';
import * as search from './002_search.js';
import * as connections from './003_connections.js';
import * as searchRollups from './004_search_rollups.js';
import * as searchOrderIndexes from './005_search_order_indexes.js';
import * as searchHeads from './006_search_heads.js';
import * as drafts from './007_drafts.js';
import * as sharedState from './009_shared_state.js';
import * as mediaBlobs from './010_media_blobs.js';
import * as searchPostgres from './012_search_postgres.js';
import * as sync from './008_sync.js';
import * as packages from './013_packages.js';
import * as searchHeadsInline from './014_search_heads_inline.js';
import * as contentChangesInOrder from './015_content_changes_in_order.js';
import * as desk from './016_desk.js';
import * as authorOrigin from './017_author_origin.js';
import * as staff from './018_staff.js';
import * as passkeys from './019_passkeys.js';
import * as record from './020_record.js';
import * as invitations from './021_invitations.js';
import * as apiTokens from './022_api_tokens.js';
import * as review from './023_review.js';
import * as schedule from './024_schedule.js';
import * as invitationPasskeys from './025_invitation_passkeys.js';
import * as composedNames from './026_composed_names.js';
import * as visitorsBySessionDay from './027_visitors_by_session_day.js';

const migrations: Record<string, Knex.Migration> = {
  '001_content': content,
  '002_search': search,
  '003_connections': connections,
  '004_search_rollups': searchRollups,
  '005_search_order_indexes': searchOrderIndexes,
  '006_search_heads': searchHeads,
  '007_drafts': drafts,
  '009_shared_state': sharedState,
  '010_media_blobs': mediaBlobs,
  '012_search_postgres': searchPostgres,
  '008_sync': sync,
  '013_packages': packages,
  '014_search_heads_inline': searchHeadsInline,
  '015_content_changes_in_order': contentChangesInOrder,
  '016_desk': desk,
  '017_author_origin': authorOrigin,
  '018_staff': staff,
  '019_passkeys': passkeys,
  '020_record': record,
  '021_invitations': invitations,
  '022_api_tokens': apiTokens,
  '023_review': review,
  '024_schedule': schedule,
  '025_invitation_passkeys': invitationPasskeys,
  '026_composed_names': composedNames,
  '027_visitors_by_session_day': visitorsBySessionDay,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};
