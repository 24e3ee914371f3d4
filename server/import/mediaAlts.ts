/**
 * media.json of a package: the alt text of its media, kept in the receiving copy's media library
 * (where the site, the PDF and the desk read it). A file the library does not know yet gets its
 * row, with what it is read from its bytes; one it knows keeps its row and takes the new alt text.
 */
import type { Knex } from 'knex';
import sharp from 'sharp';
import { sniffMedia } from '../media/sniff.js';
import type { MediaRecord } from './records.js';

export async function describeMedia(trx: Knex.Transaction, alts: readonly MediaRecord[], bytesOf: (name: string) => Promise<Buffer | null>): Promise<void> {
  const now = new Date().toISOString();
  for (const { name, alt } of alts) {
    if ((await trx('media_library').where({ name }).update({ alt })) > 0) continue;
    const bytes = await bytesOf(name);
    const sniffed = bytes ? sniffMedia(bytes.subarray(0, 64)) : null;
    // What the library cannot hold (an SVG, a file it cannot read) keeps no alt text of its own.
    if (!bytes || !sniffed) continue;
    const size = sniffed.kind === 'image' ? await sharp(bytes).metadata().catch(() => null) : null;
    await trx('media_library').insert({
      name,
      kind: sniffed.kind,
      content_type: sniffed.contentType,
      alt,
      size: bytes.length,
      width: size?.autoOrient.width ?? null,
      height: size?.autoOrient.height ?? null,
      created_at: now,
      replaced_at: null,
    });
  }
}
