/**
 * Which automatic backups to keep: the newest of each of the last N days, ISO weeks and months
 * that have one (by default 7 daily, 4 weekly, 12 monthly; a file may count for all three). Only
 * files named as the schedule names them are ever considered: nothing else in BACKUP_DIR is touched.
 */
export interface Retention {
  daily: number;
  weekly: number;
  monthly: number;
}

const AUTOMATIC = /^revista-estany-auto-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.zip$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** revista-estany-auto-AAAAMMDD-HHMMSS.zip, in local time (the time an operator reads it in). */
export function automaticBackupName(at: Date): string {
  return `revista-estany-auto-${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}.zip`;
}

/** When an automatic backup was taken, from its name; null for any other file. */
export function automaticBackupTime(name: string): Date | null {
  const m = AUTOMATIC.exec(name);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return new Date(y, mo - 1, d, h, mi, s);
}

/** The ISO week a day is in, as 'AAAA-Wnn' (its Thursday's year). */
function isoWeek(at: Date): string {
  const day = new Date(at.getFullYear(), at.getMonth(), at.getDate());
  day.setDate(day.getDate() + 3 - ((day.getDay() + 6) % 7));
  const firstThursday = new Date(day.getFullYear(), 0, 4);
  const week = 1 + Math.round((day.getTime() - firstThursday.getTime()) / 86_400_000 / 7 - (3 - ((firstThursday.getDay() + 6) % 7)) / 7);
  return `${day.getFullYear()}-W${pad(week)}`;
}

const BUCKETS: [keyof Retention, (at: Date) => string][] = [
  ['daily', (at) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`],
  ['weekly', isoWeek],
  ['monthly', (at) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}`],
];

/** The automatic backups among `names` to delete under `retention`. */
export function backupsToDelete(names: readonly string[], retention: Retention): string[] {
  const dated = names
    .map((name) => ({ name, at: automaticBackupTime(name) }))
    .filter((b): b is { name: string; at: Date } => b.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  for (const [rule, bucketOf] of BUCKETS) {
    const seen = new Set<string>();
    for (const backup of dated) {
      const bucket = bucketOf(backup.at);
      if (seen.has(bucket)) continue;
      if (seen.size >= retention[rule]) break;
      seen.add(bucket);
      keep.add(backup.name);
    }
  }
  return dated.filter((b) => !keep.has(b.name)).map((b) => b.name);
}
