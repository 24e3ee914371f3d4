/**
 * The API contract: every route of /api described once, as data, in the module of its area.
 *
 * The pattern, for a new route or area:
 *   1. In `common/api/<area>.ts`, describe the route with `route({ method, path, cache, summary,
 *      admin, params, query, body, responses })`: zod schemas for what it reads, zod schemas for what it
 *      answers per status (or a FileAnswer for a download). Shared shapes (entities, Pagination,
 *      the ApiError envelope, parameter rules) live in entities.ts, pagination.ts, route.ts and
 *      params.ts; errors that are not listed are the ApiError envelope.
 *   2. Add the area's routes object to API_AREAS below: the OpenAPI document
 *      (/api/openapi.json, openapi.ts) and the tests that check it (every mounted route documented,
 *      every answer of the API suite valid) pick it up from here.
 *   3. In the server, the area exports its handlers keyed by the same names (`Handlers<typeof
 *      areaApi>`, server/http/mount.ts): each takes the input its route's schemas parsed and
 *      answers the route's type; the composition root adds them to the ApiTable, which derives
 *      method, path, validation, admin guard, cache policy (`cache`) and status from the route.
 *   4. In the renderer's `api/<area>.ts`, type the fetcher with `ResponseOf` / `QueryOf` / `BodyOf`;
 *      the renderer declares no wire type of its own, and tests import shapes from here too.
 */
import { adminApi } from './admin.js';
import { analyticsApi } from './analytics.js';
import { authorsApi } from './authors.js';
import { connectionsApi } from './connections.js';
import { contentApi } from './content.js';
import { deskApi } from './desk.js';
import { editionsApi } from './editions.js';
import { invitationsApi } from './invitations.js';
import { kioskApi } from './kiosk.js';
import { mediaApi } from './media.js';
import { passkeysApi } from './passkeys.js';
import { peopleApi } from './people.js';
import { recordApi } from './record.js';
import type { ApiRoute } from './route.js';
import { scheduleApi } from './schedule.js';
import { searchApi } from './search.js';
import { syncApi } from './sync.js';
import { tokensApi } from './tokens.js';

export type { ApiRoute, ApiErrorBody, BodyOf, QueryOf, ResponseOf } from './route.js';

/** Every area by its tag in the document. */
const API_AREAS = {
  content: contentApi,
  authors: authorsApi,
  search: searchApi,
  analytics: analyticsApi,
  connections: connectionsApi,
  admin: adminApi,
  editions: editionsApi,
  sync: syncApi,
  kiosk: kioskApi,
  media: mediaApi,
  desk: deskApi,
  people: peopleApi,
  invitations: invitationsApi,
  passkeys: passkeysApi,
  tokens: tokensApi,
  record: recordApi,
  schedule: scheduleApi,
} as const satisfies Record<string, Record<string, ApiRoute>>;

type ApiArea = keyof typeof API_AREAS;

/** Every route with its area and its name in the area's object (the OpenAPI operationId is made of both). */
export const API_ROUTES: readonly (ApiRoute & { area: ApiArea; name: string })[] = Object.entries(API_AREAS).flatMap(([area, routes]) =>
  Object.entries(routes as Record<string, ApiRoute>).map(([name, r]) => ({ ...r, area: area as ApiArea, name })),
);
