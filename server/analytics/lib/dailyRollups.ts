/**
 * Daily rollups of finished days, built once on first need and by the maintenance job: the one way
 * visitor connections and search analytics keep their dashboards off the raw rows. Each area gives
 * its own SQL (the source); this decides which days are missing and builds them in short runs.
 */
import { daysInRange, nextDay } from '../../../common/dates.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';

interface DailyRollupSource {
  /** The first UTC day with raw rows, or null when there are none. */
  earliestDay(): Promise<string | null>;
  /** The days of the range (inclusive) that already have their rollups. */
  rolledDays(from: string, until: string): Promise<Set<string>>;
  /**
   * Builds the rollups of one contiguous run of days in one transaction, claiming the days first
   * so that a concurrent build of the same days fails and rolls back.
   */
  rollUp(from: string, until: string, days: string[]): Promise<void>;
}


/** At most a month per transaction, so no build holds the database for long. */
const MAX_RUN_DAYS = 31;

export class DailyRollups {
  private rolling: Promise<void> = Promise.resolve();

  constructor(private readonly source: DailyRollupSource) {}

  /** Makes sure every day of the range that has data has its rollup (one builder at a time). */
  ensure(from: string, until: string): Promise<void> {
    const run = this.rolling.then(() => this.rollMissing(from, until));
    this.rolling = run.catch(() => undefined);
    return run;
  }

  /**
   * As ensure, but a database that cannot take writes now (full, read-only, locked) is no reason
   * to refuse a read: false then, and the caller reads those days from the raw rows instead.
   */
  async tryEnsure(from: string, until: string): Promise<boolean> {
    try {
      await this.ensure(from, until);
      return true;
    } catch (err) {
      if (isDatabaseUnavailable(err)) return false;
      throw err;
    }
  }

  private async rollMissing(from: string, until: string): Promise<void> {
    if (from > until) return;
    const earliest = await this.source.earliestDay();
    if (!earliest || earliest > until) return;
    const start = earliest > from ? earliest : from;
    const done = await this.source.rolledDays(start, until);
    if (done.size === daysInRange(start, until)) return;
    let run: string[] = [];
    const flush = async () => {
      if (run.length === 0) return;
      const days = run;
      run = [];
      try {
        await this.source.rollUp(days[0]!, days[days.length - 1]!, days);
      } catch (err) {
        // Another server process claimed these days first; its rollup is as good as ours.
        const claimed = await this.source.rolledDays(days[0]!, days[days.length - 1]!);
        if (claimed.size < days.length) throw err;
      }
    };
    for (let day = start; day <= until; day = nextDay(day)) {
      if (done.has(day)) await flush();
      else {
        run.push(day);
        if (run.length >= MAX_RUN_DAYS) await flush();
      }
    }
    await flush();
  }
}
