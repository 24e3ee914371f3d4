/**
 * What the OpenAPI document says of one operation beyond its schemas, all derived from the route
 * object: its operationId, who may call it (security), and a description for people that says so
 * and how the answer may be kept.
 */
import type { Audience } from './openapiErrors.js';
import type { ApiRoute } from './route.js';

/** The security schemes of components.securitySchemes (openapi.ts registers them). */
export const ADMIN_SCHEMES: Record<string, string[]>[] = [{ adminBearer: [] }, { adminCookie: [] }];

/** Stable and camelCase, from the contract: the area, then the route's name in it ('desk' + 'saveArticle'). */
export const operationIdOf = (area: string, name: string): string => `${area}${name[0]!.toUpperCase()}${name.slice(1)}`;

/**
 * Who may call a route: the one place the document reads the route's credential requirement.
 * A 'public-json' answer is kept per audience: with the credential it is the staff's view.
 */
export function audienceOf(r: ApiRoute): Audience {
  if (r.role) return 'staff';
  return r.cache === 'public-json' ? 'reader-or-staff' : 'reader';
}

/** `security: []` says "public"; an empty requirement beside the schemes says "public, or with the credential". */
export function securityOf(audience: Audience): Record<string, string[]>[] {
  if (audience === 'staff') return ADMIN_SCHEMES;
  return audience === 'reader-or-staff' ? [{}, ...ADMIN_SCHEMES] : [];
}

const WHO: Record<Audience, string> = {
  staff: "Staff only, of the role x-minimum-role names or above (contributor, editor, admin): a signed-in person's session cookie (POST /admin/session), a person's own token as a bearer token (its owner, with the token's role), or the operator's key (ADMIN_TOKEN) as a bearer token, which is an administrator's.",
  reader: 'Public: no credential.',
  'reader-or-staff': "Public. With the admin credential the answer is the staff's view, drafts included.",
};

const KEPT: Record<ApiRoute['cache'], string> = {
  'public-json': 'The server keeps the answer until the content changes; send its ETag back to revalidate (304).',
  'no-store': 'Never kept by a cache (Cache-Control: no-store).',
  immutable: 'The answer never changes: caches keep it for a year.',
  hour: 'Caches keep the answer for an hour.',
  file: 'A file with its own validators (ETag, Last-Modified) and lifetime.',
  unstated: 'A write: no cache keeps it.',
};

/** The route's own words (beyond its summary), then who may call it and how the answer is kept. */
export function descriptionOf(r: ApiRoute, audience: Audience): string {
  return [r.description, WHO[audience], KEPT[r.cache]].filter(Boolean).join('\n\n');
}
