/** GET /api/openapi.json: the OpenAPI document of the contract, generated once per process. */
import type { Request, Response } from 'express';
import { openApiDocument } from '../../common/api/openapi.js';
import { audienceOf, cacheControlFor, cachedAnswer, JSON_CACHE_CONTROL, sendAnswer, type CachedAnswer } from './cache.js';

let answer: CachedAnswer | undefined;

export const openApiRoute = (req: Request, res: Response): void => {
  answer ??= cachedAnswer(200, 'application/json; charset=utf-8', JSON.stringify(openApiDocument()), null);
  sendAnswer(req, res, answer, cacheControlFor(audienceOf(res), JSON_CACHE_CONTROL));
};
