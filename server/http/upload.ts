/**
 * Receives an uploaded file into a temporary file, counting bytes as they arrive: a body over the
 * limit is refused (413) as soon as it passes it, never buffered whole. A declared Content-Length
 * over the limit is refused before reading anything.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Request } from 'express';
import { HttpError } from './errors.js';
import { formatBytes } from '../../common/bytes.js';

interface Upload {
  file: string;
  size: number;
  /** Deletes the temporary file. */
  dispose(): Promise<void>;
}

const tooLarge = (max: number) =>
  new HttpError(413, 'package_too_large', `El paquet ocupa més de ${formatBytes(max)}, el màxim que admet aquest servidor (PACKAGE_MAX_BYTES). Redueix-ne els fitxers o divideix l'edició.`);

/** `refusal` is the error of a body over the limit (by default the package's). */
export async function receiveUpload(req: Request, maxBytes: number, refusal: (max: number) => HttpError = tooLarge): Promise<Upload> {
  const declared = Number(req.get('Content-Length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw refusal(maxBytes);
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'revista-package-'));
  const file = path.join(dir, 'package.zip');
  const dispose = () => fsp.rm(dir, { recursive: true, force: true });
  let size = 0;
  const out = fs.createWriteStream(file);
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (error: Error) => {
        req.unpipe(out);
        out.destroy();
        // The rest of the body is read and dropped (not the socket destroyed), so the client
        // gets the answer instead of a reset connection.
        req.resume();
        reject(error);
      };
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes && !out.destroyed) fail(refusal(maxBytes));
      });
      req.once('aborted', () => fail(new HttpError(400, 'upload_failed', "La pujada s'ha interromput. Torna-ho a provar.")));
      req.once('error', fail);
      out.once('error', fail);
      out.once('finish', resolve);
      req.pipe(out);
    });
  } catch (error) {
    await dispose();
    throw error;
  }
  return { file, size, dispose };
}
