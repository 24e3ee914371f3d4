/**
 * The one export of analytics rows (searches, page views): CSV (RFC 4180, with a header line) or a
 * JSON array, streamed to the response with back-pressure, so an export of any size keeps memory
 * flat. The caller has set the status and the other headers (this sets Cache-Control); rows come from
 * an async iterable (keyset batches).
 */
import { once } from 'node:events';
import type { Response } from 'express';
import { log } from '../../log/logger.js';

type ExportFormat = 'csv' | 'json';

/** One CSV cell: quoted when needed, and no cell a spreadsheet runs as a formula (CSV injection). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A leading = + - @ would make Excel or LibreOffice evaluate the cell.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function write(res: Response, chunk: string): Promise<void> {
  if (!res.write(chunk)) await once(res, 'drain');
}

export async function writeExport<T extends object>(
  res: Response,
  rows: AsyncIterable<T>,
  format: ExportFormat,
  columns: readonly (keyof T & string)[],
): Promise<void> {
  // Never through the compression middleware: it hands 'drain' listeners to its gzip stream but not
  // their removal, so each wait below left one behind (MaxListenersExceededWarning on a big export).
  res.set('Cache-Control', 'no-store, no-transform');
  const iterator = rows[Symbol.asyncIterator]();
  let next: IteratorResult<T>;
  try {
    // The first batch is read before anything is sent: a database that cannot be reached is then
    // an error answer (503 with Retry-After), not a download cut off after its first line.
    next = await iterator.next();
  } catch (err) {
    res.removeHeader('Content-Disposition');
    throw err;
  }
  let first = true;
  await write(res, format === 'csv' ? `${columns.join(',')}\r\n` : '[');
  try {
    for (; !next.done; next = await iterator.next()) {
      const row = next.value;
      if (format === 'csv') await write(res, `${columns.map((c) => csvCell(row[c])).join(',')}\r\n`);
      else {
        await write(res, `${first ? '' : ','}\n${JSON.stringify(row)}`);
        first = false;
      }
    }
  } catch (err) {
    // Headers are gone; all that is left is to cut the download short so it is not taken as whole.
    log.error({ err }, 'l’exportació de l’analítica ha fallat');
    res.destroy();
    return;
  }
  res.end(format === 'csv' ? '' : '\n]\n');
}
