/**
 * What a route's handler gives back besides its JSON success body (server/http/mount.ts sends
 * them): a JSON body with another status the contract lists (409 with the current record, 422 with
 * a report, 503 from the health check), or a file (bytes made whole, or written by the area itself
 * when it streams, answers ranges or revalidates its own way).
 */
import type { Request, Response } from 'express';
import type { ApiRoute, JsonStatus, ResponseOf } from '../../common/api/route.js';

/** A JSON answer with a status other than the route's success, and the headers that go with it. */
export class JsonReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

/** A JSON answer with one of the statuses the route's contract lists, typed by it. */
export const replyWith = <R extends ApiRoute, S extends JsonStatus<R>>(_route: R, status: S, body: ResponseOf<R, S>, headers?: Record<string, string>): JsonReply =>
  new JsonReply(status as number, body, headers);

/** A file: how to write it on the answer. */
export class FileReply {
  private constructor(readonly write: (req: Request, res: Response) => Promise<void>) {}

  /** Bytes at hand: their media type and the headers that describe them (a download's name). */
  static bytes(type: string, body: Buffer | string, headers: Record<string, string> = {}): FileReply {
    return new FileReply(async (_req, res) => {
      res.type(type).set(headers).send(body);
    });
  }

  /** Written by the area: a stream, byte ranges, its own validators and lifetime. */
  static written(write: (req: Request, res: Response) => Promise<void>): FileReply {
    return new FileReply(write);
  }
}
