/**
 * Rules written once (issue 18): the conditional GET in server/http/conditional.ts, the UTC day of
 * an instant and a date in words in common/dates.ts, a count with its noun ('1 autor', '2 autors') in common/plural.ts. A second copy drifts (the render cache's comment tells how a
 * copy of the conditional GET once refused every 304 that fetch() asked for).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bucketLabel, exportRange } from '../../renderer/features/dashboards/format.js';
import { backupArchiveName } from '../../server/staff/backup/archive.js';

const SOURCES = ['common', 'server', 'renderer', 'electron'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const filesMatching = (pattern: RegExp): string[] =>
  SOURCES.flatMap(sourceFiles).filter((file) => pattern.test(fs.readFileSync(file, 'utf8')));

describe('rules written in one place', () => {
  it('reads the conditional request headers only in the one conditional GET', () => {
    expect(filesMatching(/if-none-match|if-modified-since/i)).toEqual(['server/http/conditional.ts']);
  });

  it('takes the UTC day of an instant only in common/dates.ts', () => {
    expect(filesMatching(/toISOString\(\)\.slice\(0, ?10\)/)).toEqual(['common/dates.ts']);
  });

  it("says a date in words only with common/dates.ts (ICU's dateStyle writes 'del 2026', on the browser's clock)", () => {
    expect(filesMatching(/dateStyle/)).toEqual([]);
  });

  it("makes a count's words only with countLabel (no hand-made '1 autor' : 'N autors')", () => {
    expect(filesMatching(/=== 1 \? ['"`]1 /)).toEqual([]);
  });
});

describe('the users of the shared day helpers', () => {
  it('exports the last N UTC days, today included, across a month end', () => {
    const now = new Date('2026-03-02T23:30:00Z');
    expect(exportRange(1, now)).toEqual({ startDate: '2026-03-02', endDate: '2026-03-02' });
    expect(exportRange(30, now)).toEqual({ startDate: '2026-02-01', endDate: '2026-03-02' });
  });

  it("labels dashboard buckets with the magazine's short months, and names a backup by its UTC day", () => {
    expect([bucketLabel('2026-02-09', 'day'), bucketLabel('2026-02-09', 'week'), bucketLabel('2026-08', 'month')]).toEqual(['9 febr.', 'setm. 9 febr.', 'ag. 2026']);
    expect(backupArchiveName(new Date('2026-11-25T23:59:59Z'))).toBe('revista-estany-2026-11-25.zip');
  });
});
