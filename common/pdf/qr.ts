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
