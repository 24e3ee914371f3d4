/** GET /api/openapi.json: the OpenAPI document of the contract, generated once per process. */
import type { RequestHandler } from 'express';
import { openApiDocument } from '../../common/api/openapi.js';
import { etagOf, sendWithEtag } from './cache.js';

let body: Buffer | undefined;

export const openApiRoute: RequestHandler = (req, res) => {
  body ??= Buffer.from(JSON.stringify(openApiDocument()));
  sendWithEtag(req, res, body, etagOf(body), 'application/json; charset=utf-8');
};
