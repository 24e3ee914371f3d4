/** Stored images and videos (spec §7), the health check and this document. */
import { z } from 'zod';
import { IMAGE_WIDTHS, type ImageWidth } from '../constants.js';
import { fromDecimalText } from './params.js';
import { route } from './route.js';

// A plain file name: no separators, no leading dot, so nothing outside the store can be named.
const nameParams = z.object({ name: z.string().max(200).regex(/^[\w][\w.-]*$/, 'ha de ser un nom de fitxer sense carpetes') });
// `?w=800`: one of the widths the renderer's srcset names, nothing else (each is made once and kept).
const widthQuery = z.object({
  w: fromDecimalText(
    z.number().refine((w): w is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(w), {
      message: `ha de ser ${IMAGE_WIDTHS.slice(0, -1).join(', ')} o ${String(IMAGE_WIDTHS.at(-1))} (l’amplada en píxels)`,
    }),
  ).optional(),
});
const file = (description: string) => ({ 200: { contentType: '*/*', description }, 206: { contentType: '*/*', description: 'One byte range of it (Range).' } }) as const;

export const health = z.strictObject({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgresql']),
  uptimeSeconds: z.number().int(),
});
const unhealthy = z.strictObject({
  status: z.literal('unavailable'),
  database: z.enum(['sqlite', 'postgresql']),
  message: z.string(),
  uptimeSeconds: z.number().int(),
});
// Readiness: what a load balancer asks before sending readers here, with each check's answer.
const readiness = z.strictObject({
  status: z.enum(['ready', 'unavailable']),
  checks: z.strictObject({
    database: z.boolean().meta({ description: 'The database answers.' }),
    migrations: z.boolean().meta({ description: 'Its schema is this version’s (no migration pending).' }),
    draining: z.boolean().meta({ description: 'The server is stopping: it finishes what it has and takes nothing new.' }),
  }),
  message: z.string().optional(),
});

export const mediaApi = {
  image: route({
    method: 'get',
    path: '/images/{name}', cache: 'file',
    summary: 'A stored image; with ?w= (480, 800, 1200) no wider than that, as WebP when Accept takes it (Vary: Accept)',
    params: nameParams,
    query: widthQuery,
    responses: file('The image.'),
  }),
  smallImage: route({
    method: 'get',
    path: '/images/small/{name}', cache: 'file',
    summary: 'The 480 px version of an image for thumbnails (the original when there is none)',
    params: nameParams,
    responses: file('The image.'),
  }),
  video: route({ method: 'get', path: '/videos/{name}', cache: 'file', summary: 'A stored video', params: nameParams, responses: file('The video.') }),
  health: route({
    method: 'get',
    path: '/health', cache: 'no-store',
    summary: 'Whether the server and its database answer (503 tells a load balancer to send readers elsewhere)',
    responses: { 200: health, 503: unhealthy },
  }),
  live: route({
    method: 'get',
    path: '/health/live', cache: 'no-store',
    summary: 'Whether the process answers (a supervisor restarts it when it does not); asks nothing of the database',
    responses: { 200: z.strictObject({ status: z.literal('alive'), uptimeSeconds: z.number().int() }) },
  }),
  ready: route({
    method: 'get',
    path: '/health/ready', cache: 'no-store',
    summary: 'Whether to send readers here: the database answers, its migrations are current and the server is not stopping (503 otherwise)',
    responses: { 200: readiness, 503: readiness },
  }),
  openapi: route({
    method: 'get',
    path: '/openapi.json', cache: 'file',
    summary: 'This document: the API in OpenAPI 3.1',
    responses: { 200: { contentType: 'application/json', description: 'The OpenAPI document.' } },
  }),
  docs: route({
    method: 'get',
    path: '/docs', cache: 'no-store',
    summary: 'This document for people: every operation with its parameters, answers and examples, drawn by Redoc in the browser',
    description: 'A page made per request (its styles carry a nonce of its own), whose script, one of the built renderer\'s assets, draws /api/openapi.json.',
    responses: { 200: { contentType: 'text/html', description: 'The API reference, drawn from /api/openapi.json.' } },
  }),
} as const;
