/** 512 MB, 1,5 MB, 300 kB, 48 B: sizes as staff read them (a tiny or empty file is not "1 kB"). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toLocaleString('ca', { maximumFractionDigits: 1 })} MB`;
  if (bytes < 1000) return `${bytes} B`;
  return `${Math.round(bytes / 1000)} kB`;
}
