/** QR codes as vector squares: sharp at any print size and tiny in the file. */
import QRCode from 'qrcode';
import type { QrMatrix } from './model.js';

export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, data: Uint8Array.from(modules.data) };
}

/**
 * Dark runs of each row as [row, startColumn, length]: one rectangle per run instead of per
 * module keeps the page stream small.
 */
export function qrRuns(matrix: QrMatrix): [number, number, number][] {
  const runs: [number, number, number][] = [];
  for (let row = 0; row < matrix.size; row++) {
    let start = -1;
    for (let col = 0; col <= matrix.size; col++) {
      const dark = col < matrix.size && matrix.data[row * matrix.size + col] === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push([row, start, col - start]);
        start = -1;
      }
    }
  }
  return runs;
}

/**
 * The code as a standalone SVG image (the kiosk shows addresses this way): dark runs on white,
 * with the 4-module quiet zone the standard asks for.
 */
export function qrSvg(text: string): string {
  const matrix = qrMatrix(text);
  const size = matrix.size + 8;
  const path = qrRuns(matrix)
    .map(([row, col, length]) => `M${col + 4} ${row + 4}h${length}v1h-${length}z`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#1d1b18"/></svg>`
  );
}
