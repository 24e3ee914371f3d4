/**
 * What an uploaded file is, from its first bytes, never from its name or the declared type: a
 * renamed document or script is refused. SVG is refused too (it can carry script).
 */
export interface Sniffed {
  kind: 'image' | 'video';
  contentType: string;
  extension: string;
}

const ascii = (b: Buffer, start: number, end: number) => b.toString('latin1', start, end);

export function sniffMedia(head: Buffer): Sniffed | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' };
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { kind: 'image', contentType: 'image/png', extension: 'png' };
  }
  if (/^GIF8[79]a$/.test(ascii(head, 0, 6))) return { kind: 'image', contentType: 'image/gif', extension: 'gif' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return { kind: 'image', contentType: 'image/webp', extension: 'webp' };
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (brand === 'avif' || brand === 'avis') return { kind: 'image', contentType: 'image/avif', extension: 'avif' };
    if (/^(isom|iso[2-9]|mp4[12]|avc1|dash|M4V |mmp4|msnv)$/.test(brand)) return { kind: 'video', contentType: 'video/mp4', extension: 'mp4' };
    return null;
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return { kind: 'video', contentType: 'video/webm', extension: 'webm' };
  if (ascii(head, 0, 4) === 'OggS') return { kind: 'video', contentType: 'video/ogg', extension: 'ogv' };
  return null;
}
