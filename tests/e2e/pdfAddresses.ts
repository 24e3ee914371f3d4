/**
 * What a printed PDF tells its reader where to go: the text's web addresses (pdftotext) and every
 * QR code on its pages (pdftoppm at 150 dpi, decoded with jsQR). jsQR finds one code per image, so
 * each code found is painted over and the page scanned again.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export function pdfText(file: string): string {
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

function codesOn(png: PNG): string[] {
  const found: string[] = [];
  const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length);
  for (;;) {
    const code = jsQR(pixels, png.width, png.height);
    if (!code) return found;
    found.push(code.data);
    const xs = [code.location.topLeftCorner.x, code.location.topRightCorner.x, code.location.bottomLeftCorner.x, code.location.bottomRightCorner.x];
    const ys = [code.location.topLeftCorner.y, code.location.topRightCorner.y, code.location.bottomLeftCorner.y, code.location.bottomRightCorner.y];
    const margin = 12;
    for (let y = Math.max(0, Math.floor(Math.min(...ys)) - margin); y < Math.min(png.height, Math.ceil(Math.max(...ys)) + margin); y++) {
      for (let x = Math.max(0, Math.floor(Math.min(...xs)) - margin); x < Math.min(png.width, Math.ceil(Math.max(...xs)) + margin); x++) {
        pixels.fill(255, (y * png.width + x) * 4, (y * png.width + x) * 4 + 3);
      }
    }
  }
}

export function pdfQrCodes(file: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-pdf-qr-'));
  try {
    execFileSync('pdftoppm', ['-r', '150', '-png', file, path.join(dir, 'page')]);
    return fs
      .readdirSync(dir)
      .sort()
      .flatMap((name) => codesOn(PNG.sync.read(fs.readFileSync(path.join(dir, name)))));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Loopback, private and link-local hosts: addresses that lead nowhere off the machine that printed them. */
export const LOCAL_ADDRESS = /\b(localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|10(\.\d{1,3}){3}|192\.168(\.\d{1,3}){2}|172\.(1[6-9]|2\d|3[01])(\.\d{1,3}){2}|169\.254(\.\d{1,3}){2}|\[?::1\]?)(:\d+)?\b/i;
