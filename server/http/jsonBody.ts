/**
 * The JSON body of a route that declares one (ApiRoute.body), read by the mount
 * (server/http/mount.ts) for that route alone: a route that takes a file (a picture, an edition
 * package) streams its body itself, whatever type it says.
 *
 * A body of another type is refused (415), not read as no body: a PUT sent as text/plain was
 * answered 200 having changed nothing. Its bytes must be UTF-8, as JSON's are (RFC 8259): invalid
 * ones were read as U+FFFD and stored so.
 */
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';
import { HttpError } from './errors.js';

/** Whether the request sends a body of any length (an empty POST says Content-Length: 0). */
function carriesBody(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && length !== '0';
}

const notJson = () => new HttpError(415, 'unsupported_media_type', 'El cos de la petició ha de ser JSON (Content-Type: application/json).');

/** A body whose bytes are not UTF-8: refused, not read with U+FFFD in place of what was sent (the lean POSTs refuse it too). */
export const notUtf8 = () => new HttpError(400, 'invalid_json', 'El cos de la petició no és UTF-8 vàlid: hi ha bytes que no formen cap caràcter.');

/** Body-parser calls it with the body's bytes, before their decoding; an error thrown keeps its status (400). */
export function utf8Only(_req: IncomingMessage, _res: unknown, body: Buffer, encoding: string): void {
  if (encoding === 'utf-8' && !isUtf8(body)) throw notUtf8();
}

/** The parser of a route's JSON body, up to `limit` ('100kb', '5mb'). */
export function jsonBody(limit: string): RequestHandler {
  const parseJson = express.json({ limit, verify: utf8Only });
  return (req, res, next) => {
    if (carriesBody(req) && !req.is('application/json')) {
      next(notJson());
      return;
    }
    parseJson(req, res, next);
  };
}
