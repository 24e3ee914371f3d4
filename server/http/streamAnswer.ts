/** Sends a file's stream as the answer body. */
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';

/**
 * Pipes `stream` into the answer. A client that leaves before the end (a reader who skips a video,
 * staff who cancel a download) closes the answer early: that is normal use, not a fault, so it
 * ends quietly instead of reaching the error handler's log.
 */
export async function streamAnswer(stream: Readable, res: Response): Promise<void> {
  await pipeline(stream, res).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  });
}
