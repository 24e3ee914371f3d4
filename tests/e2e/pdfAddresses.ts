/**
 * What a printed PDF tells its reader where to go: the text's web addresses (pdftotext) and every
 * QR code on its pages (pdftoppm at 100 dpi, decoded with jsQR). jsQR finds one code per image, so
 * each code found is painted over and the page scanned again. The pages come as raw greyscale
 * (PGM), not PNG: pdftoppm's PNG compression and pngjs's decoding in JavaScript took some 17 times
 * the CPU of the rendering itself (11 s against 0.7 s for a 17-page edition). 100 dpi, not 150:
 * jsQR scans less than half the pixels and reads every code 150 dpi read (on number 48, two more).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';

export function pdfText(file: string): string {
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

interface Page {
  width: number;
  height: number;
  /** RGBA, as jsQR reads it. */
  data: Uint8ClampedArray;
}

/** A binary greyscale page as pdftoppm -gray writes it: "P5 <width> <height> 255", then a byte a pixel. */
function readPgm(file: string): Page {
  const bytes = fs.readFileSync(file);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error(`${file} is not an 8-bit PGM page`);
  const width = Number(header[1]);
  const height = Number(header[2]);
  const grey = bytes.subarray(header[0].length, header[0].length + width * height);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < grey.length; i++) {
    data[i * 4] = data[i * 4 + 1] = data[i * 4 + 2] = grey[i]!;
    data[i * 4 + 3] = 255;
  }
  return { width, height, data };
}

function codesOn(page: Page): string[] {
  const found: string[] = [];
  const pixels = page.data;
  for (;;) {
    const code = jsQR(pixels, page.width, page.height);
    if (!code) return found;
    found.push(code.data);
    const xs = [code.location.topLeftCorner.x, code.location.topRightCorner.x, code.location.bottomLeftCorner.x, code.location.bottomRightCorner.x];
    const ys = [code.location.topLeftCorner.y, code.location.topRightCorner.y, code.location.bottomLeftCorner.y, code.location.bottomRightCorner.y];
    const margin = 12;
    for (let y = Math.max(0, Math.floor(Math.min(...ys)) - margin); y < Math.min(page.height, Math.ceil(Math.max(...ys)) + margin); y++) {
      for (let x = Math.max(0, Math.floor(Math.min(...xs)) - margin); x < Math.min(page.width, Math.ceil(Math.max(...xs)) + margin); x++) {
        pixels.fill(255, (y * page.width + x) * 4, (y * page.width + x) * 4 + 3);
      }
    }
  }
}

export function pdfQrCodes(file: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-pdf-qr-'));
  try {
    execFileSync('pdftoppm', ['-r', '100', '-gray', file, path.join(dir, 'page')]);
    return fs
      .readdirSync(dir)
      .sort()
      .flatMap((name) => codesOn(readPgm(path.join(dir, name))));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Loopback, private and link-local hosts: addresses that lead nowhere off the machine that printed them. */
export const LOCAL_ADDRESS = /\b(localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|10(\.\d{1,3}){3}|192\.168(\.\d{1,3}){2}|172\.(1[6-9]|2\d|3[01])(\.\d{1,3}){2}|169\.254(\.\d{1,3}){2}|\[?::1\]?)(:\d+)?\b/i;
