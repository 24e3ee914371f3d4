/**
 * The contract's addresses without its schemas: each route's method and path, for the browser,
 * which makes its calls from these and never loads zod and the schemas for it (they would weigh on
 * every reader page). Bound to the contract by type: a route missing here, or a method or path
 * that differs from its route's, fails `tsc`. A new route: add its line under its area.
 */
import type { adminApi } from './admin.js';
import type { analyticsApi } from './analytics.js';
import type { authorsApi } from './authors.js';
import type { connectionsApi } from './connections.js';
import type { contentApi } from './content.js';
import type { deskApi } from './desk.js';
import type { editionsApi } from './editions.js';
import type { invitationsApi } from './invitations.js';
import type { kioskApi } from './kiosk.js';
import type { mediaApi } from './media.js';
import type { passkeysApi } from './passkeys.js';
import type { peopleApi } from './people.js';
import type { recordApi } from './record.js';
import type { ApiRoute } from './route.js';
import type { scheduleApi } from './schedule.js';
import type { searchApi } from './search.js';
import type { syncApi } from './sync.js';
import type { tokensApi } from './tokens.js';

declare const routeType: unique symbol;

/** A route's method and path, carrying the route's type: what a call needs, typed as the route reads and answers. */
export interface RouteRef<R extends ApiRoute = ApiRoute> {
  readonly method: R['method'];
  readonly path: R['path'];
  readonly [routeType]?: R;
}

type Addresses<Area extends Record<string, ApiRoute>> = { readonly [K in keyof Area]: RouteRef<Area[K]> };

interface Areas {
  content: typeof contentApi;
  authors: typeof authorsApi;
  search: typeof searchApi;
  analytics: typeof analyticsApi;
  connections: typeof connectionsApi;
  admin: typeof adminApi;
  editions: typeof editionsApi;
  sync: typeof syncApi;
  kiosk: typeof kioskApi;
  media: typeof mediaApi;
  desk: typeof deskApi;
  people: typeof peopleApi;
  invitations: typeof invitationsApi;
  passkeys: typeof passkeysApi;
  tokens: typeof tokensApi;
  record: typeof recordApi;
  schedule: typeof scheduleApi;
}

/** Every route of the contract by area and name, as common/api/<area>.ts names it. */
export const API: { readonly [A in keyof Areas]: Addresses<Areas[A]> } = {
  content: {
    listArticles: { method: 'get', path: '/articles' },
    recentArticles: { method: 'get', path: '/articles/recent' },
    featuredArticles: { method: 'get', path: '/articles/featured' },
    sectionArticles: { method: 'get', path: '/articles/section/{section}' },
    authorArticles: { method: 'get', path: '/articles/author/{author}' },
    authorsArticles: { method: 'get', path: '/articles/authors' },
    articleBySlug: { method: 'get', path: '/articles/{slug}' },
    articleBySectionAndUrl: { method: 'get', path: '/articles/{section}/{url}' },
    listIssues: { method: 'get', path: '/issues' },
    latestIssue: { method: 'get', path: '/issues/latest' },
    issueYears: { method: 'get', path: '/issues/years' },
    issueWithArticles: { method: 'get', path: '/issues/numberdata/{number}' },
    issuesOfYear: { method: 'get', path: '/issues/year/{year}' },
    issueByNumber: { method: 'get', path: '/issues/number/{number}' },
    issueByYearAndNumber: { method: 'get', path: '/issues/{year}/{number}' },
  },
  authors: {
    list: { method: 'get', path: '/authors' },
    top: { method: 'get', path: '/authors/top' },
    specialties: { method: 'get', path: '/authors/specialties' },
    search: { method: 'get', path: '/authors/search' },
    bySlug: { method: 'get', path: '/authors/slug/{slug}' },
    articlesBySlug: { method: 'get', path: '/authors/slug/{slug}/articles' },
    statsBySlug: { method: 'get', path: '/authors/slug/{slug}/stats' },
    byId: { method: 'get', path: '/authors/{id}' },
    articlesById: { method: 'get', path: '/authors/{id}/articles' },
    statsById: { method: 'get', path: '/authors/{id}/stats' },
    create: { method: 'post', path: '/authors' },
    update: { method: 'put', path: '/authors/{id}' },
    deactivate: { method: 'delete', path: '/authors/{id}' },
    reactivate: { method: 'post', path: '/authors/{id}/reactivate' },
    staffList: { method: 'get', path: '/authors/staff' },
  },
  search: {
    search: { method: 'get', path: '/search' },
    text: { method: 'get', path: '/search/text' },
    authors: { method: 'get', path: '/search/authors' },
    sections: { method: 'get', path: '/search/sections' },
    stats: { method: 'get', path: '/search/stats' },
  },
  analytics: {
    record: { method: 'post', path: '/analytics/search' },
    click: { method: 'put', path: '/analytics/search/{id}/click' },
    stats: { method: 'get', path: '/analytics/stats' },
    queries: { method: 'get', path: '/analytics/queries' },
    sections: { method: 'get', path: '/analytics/sections' },
    devices: { method: 'get', path: '/analytics/devices' },
    timeline: { method: 'get', path: '/analytics/timeline' },
    export: { method: 'post', path: '/analytics/export' },
    cleanup: { method: 'delete', path: '/analytics/cleanup' },
  },
  connections: {
    track: { method: 'post', path: '/connections/track' },
    stats: { method: 'get', path: '/connections/stats' },
    countries: { method: 'get', path: '/connections/countries' },
    cities: { method: 'get', path: '/connections/cities' },
    devices: { method: 'get', path: '/connections/devices' },
    referrers: { method: 'get', path: '/connections/referrers' },
    timeline: { method: 'get', path: '/connections/timeline' },
    live: { method: 'get', path: '/connections/live' },
    detailed: { method: 'get', path: '/connections/detailed' },
    export: { method: 'post', path: '/connections/export' },
    cleanup: { method: 'delete', path: '/connections/cleanup' },
    closeInactive: { method: 'post', path: '/connections/sessions/close-inactive' },
  },
  admin: {
    session: { method: 'get', path: '/admin/session' },
    signIn: { method: 'post', path: '/admin/session' },
    signOut: { method: 'delete', path: '/admin/session' },
    remote: { method: 'get', path: '/admin/remote' },
    setRemote: { method: 'put', path: '/admin/remote' },
    clearRemote: { method: 'delete', path: '/admin/remote' },
    backupStatus: { method: 'get', path: '/admin/backup/status' },
    backup: { method: 'get', path: '/admin/backup' },
  },
  people: {
    setup: { method: 'get', path: '/admin/setup' },
    createFirstAdmin: { method: 'post', path: '/admin/setup' },
    people: { method: 'get', path: '/admin/people' },
    updatePerson: { method: 'patch', path: '/admin/people/{id}' },
    sessions: { method: 'get', path: '/admin/sessions' },
    endSession: { method: 'delete', path: '/admin/sessions/{id}' },
    endAllSessions: { method: 'delete', path: '/admin/sessions' },
  },
  invitations: {
    invitations: { method: 'get', path: '/admin/invitations' },
    invite: { method: 'post', path: '/admin/invitations' },
    revokeInvitation: { method: 'delete', path: '/admin/invitations/{id}' },
    issueReset: { method: 'post', path: '/admin/people/{id}/password-reset' },
    invitationLink: { method: 'get', path: '/admin/invitation/{token}' },
    acceptInvitation: { method: 'post', path: '/admin/invitation/{token}' },
    invitationPasskeyOptions: { method: 'post', path: '/admin/invitation/{token}/passkey/options' },
    acceptInvitationWithPasskey: { method: 'post', path: '/admin/invitation/{token}/passkey' },
    resetLink: { method: 'get', path: '/admin/password-reset/{token}' },
    useReset: { method: 'post', path: '/admin/password-reset/{token}' },
    requestReset: { method: 'post', path: '/admin/password-reset' },
  },
  passkeys: {
    passkeys: { method: 'get', path: '/admin/passkeys' },
    registrationOptions: { method: 'post', path: '/admin/passkeys/options' },
    addPasskey: { method: 'post', path: '/admin/passkeys' },
    renamePasskey: { method: 'patch', path: '/admin/passkeys/{id}' },
    removePasskey: { method: 'delete', path: '/admin/passkeys/{id}' },
    signInOptions: { method: 'post', path: '/admin/session/passkey/options' },
    signInWithPasskey: { method: 'post', path: '/admin/session/passkey' },
  },
  tokens: {
    tokens: { method: 'get', path: '/admin/tokens' },
    createToken: { method: 'post', path: '/admin/tokens' },
    revokeToken: { method: 'delete', path: '/admin/tokens/{id}' },
  },
  editions: {
    upload: { method: 'post', path: '/admin/packages' },
    list: { method: 'get', path: '/admin/editions' },
    publish: { method: 'post', path: '/admin/editions/{number}/publish' },
    withdraw: { method: 'post', path: '/admin/editions/{number}/withdraw' },
    discard: { method: 'delete', path: '/admin/editions/{number}' },
    publishRemote: { method: 'post', path: '/admin/editions/{number}/publish-remote' },
    printContent: { method: 'get', path: '/pdf/edition/{number}/content' },
    pdf: { method: 'get', path: '/pdf/edition/{number}' },
    packageSchema: { method: 'get', path: '/package.schema.json' },
    printSite: { method: 'get', path: '/pdf/site' },
  },
  schedule: {
    calendar: { method: 'get', path: '/admin/calendar' },
    schedule: { method: 'put', path: '/admin/editions/{number}/schedule' },
    unschedule: { method: 'delete', path: '/admin/editions/{number}/schedule' },
  },
  sync: {
    status: { method: 'get', path: '/admin/sync' },
    start: { method: 'post', path: '/admin/sync' },
    decideDeletions: { method: 'post', path: '/admin/sync/deletions' },
    changes: { method: 'get', path: '/admin/sync/changes' },
    ids: { method: 'get', path: '/admin/sync/ids' },
    media: { method: 'get', path: '/admin/sync/media' },
    analyticsWindow: { method: 'get', path: '/admin/sync/analytics' },
    analyticsPage: { method: 'get', path: '/admin/sync/analytics/{table}' },
  },
  kiosk: {
    qr: { method: 'get', path: '/kiosk/qr' },
  },
  media: {
    image: { method: 'get', path: '/images/{name}' },
    smallImage: { method: 'get', path: '/images/small/{name}' },
    video: { method: 'get', path: '/videos/{name}' },
    health: { method: 'get', path: '/health' },
    live: { method: 'get', path: '/health/live' },
    ready: { method: 'get', path: '/health/ready' },
    openapi: { method: 'get', path: '/openapi.json' },
    docs: { method: 'get', path: '/docs' },
  },
  desk: {
    nextNumber: { method: 'get', path: '/admin/desk/editions/next-number' },
    createEdition: { method: 'post', path: '/admin/desk/editions' },
    edition: { method: 'get', path: '/admin/desk/editions/{number}' },
    updateEdition: { method: 'put', path: '/admin/desk/editions/{number}' },
    editionPackage: { method: 'get', path: '/admin/desk/editions/{number}/package' },
    createArticle: { method: 'post', path: '/admin/desk/editions/{number}/articles' },
    sanitize: { method: 'post', path: '/admin/desk/sanitize' },
    slug: { method: 'post', path: '/admin/desk/slug' },
    article: { method: 'get', path: '/admin/desk/articles/{id}' },
    saveArticle: { method: 'put', path: '/admin/desk/articles/{id}' },
    deleteArticle: { method: 'delete', path: '/admin/desk/articles/{id}' },
    revisions: { method: 'get', path: '/admin/desk/articles/{id}/revisions' },
    revision: { method: 'get', path: '/admin/desk/articles/{id}/revisions/{revision}' },
    restoreRevision: { method: 'post', path: '/admin/desk/articles/{id}/revisions/{revision}/restore' },
    reviewQueue: { method: 'get', path: '/admin/desk/review' },
    reviewSteps: { method: 'get', path: '/admin/desk/articles/{id}/review' },
    handIn: { method: 'post', path: '/admin/desk/articles/{id}/review/hand-in' },
    accept: { method: 'post', path: '/admin/desk/articles/{id}/review/accept' },
    returnWithNote: { method: 'post', path: '/admin/desk/articles/{id}/review/return' },
    pendingCorrections: { method: 'get', path: '/admin/desk/corrections' },
    publishCorrection: { method: 'post', path: '/admin/desk/articles/{id}/correction/publish' },
    discardCorrection: { method: 'delete', path: '/admin/desk/articles/{id}/correction' },
    mediaList: { method: 'get', path: '/admin/desk/media' },
    mediaUpload: { method: 'post', path: '/admin/desk/media' },
    mediaItem: { method: 'get', path: '/admin/desk/media/{name}' },
    mediaReplace: { method: 'put', path: '/admin/desk/media/{name}' },
    mediaAlt: { method: 'patch', path: '/admin/desk/media/{name}' },
    mediaDelete: { method: 'delete', path: '/admin/desk/media/{name}' },
  },
  record: {
    list: { method: 'get', path: '/admin/record' },
    export: { method: 'get', path: '/admin/record/export' },
    people: { method: 'get', path: '/admin/record/people' },
  },
};
