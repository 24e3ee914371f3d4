/**
 * Publishes scheduled editions at their minute (issue 28). Every instance ticks: at start (so a
 * restart that spanned a scheduled minute publishes at once, late, and the record says so) and
 * every SCHEDULE_TICK_MS after (or sooner: SCHEDULE_CHECK_SECONDS), it asks for the schedules due (one indexed query) and publishes
 * each through EditionService.publish, the path of the desk's 'Publica': the same checks, caches,
 * feeds, sitemaps, search, kiosk and broadcast to the other instances. The claim on the schedule
 * and the record's entry are in the publication's transaction, so with several instances on one
 * database exactly one publishes. A failed attempt (the database away) is kept with its reason,
 * shown on the workspace and the calendar, and tried again later. Time comes from a Clock (the
 * automatic backups' seam), which a test drives.
 */
import type { Knex } from 'knex';
import { retryDelayMs, SCHEDULE_TICK_MS, type ScheduledPublication } from '../../common/schedule.js';
import type { Db } from '../db/connection.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { countLabel } from '../../common/plural.js';
import { HttpError } from '../http/errors.js';
import { log } from '../log/logger.js';
import { systemClock, type Clock } from '../staff/backup/schedule.js';
import { ArticlesNotAccepted } from './publishGate.js';
import { claimSchedule, dropSchedule, dueSchedules, markFailed, type DueSchedule } from './schedules.js';
import type { EditionService } from './service.js';

/** Writes the record's entry of a scheduled publication, in its transaction (the record area implements it). */
export interface ScheduleJournal {
  publishedBySchedule(trx: Knex.Transaction, publication: ScheduledPublication): Promise<void>;
}

export interface SchedulerOptions {
  timeZone: string;
  /** The wait between looks (SCHEDULE_CHECK_SECONDS; SCHEDULE_TICK_MS by default, and at most). */
  tickMs?: number;
  clock?: Clock;
  /** Wraps the publication (EditionService.publish): a test's makes attempts meet a database that is away. */
  publish?: (publish: EditionService['publish']) => EditionService['publish'];
}

/** The last failure this instance met, also when the database could not keep it. */
export interface SchedulerFailure {
  at: string;
  message: string;
  number: number | null;
}

/** The database said no for a reason that will not pass by itself: the schedule is dropped, not retried. */
const isFinal = (error: unknown) => error instanceof HttpError && (error.status === 404 || error.code === 'already_published');

export class EditionScheduler {
  private readonly clock: Clock;
  private readonly publish: EditionService['publish'];
  private timer: unknown = null;
  private stopped = true;
  private cycle: Promise<void> = Promise.resolve();
  private lastFailure: SchedulerFailure | null = null;

  constructor(
    private readonly db: Db,
    editions: EditionService,
    private readonly journal: ScheduleJournal,
    private readonly options: SchedulerOptions,
  ) {
    this.clock = options.clock ?? systemClock;
    const publish: EditionService['publish'] = (number, claim) => editions.publish(number, claim);
    this.publish = options.publish ? options.publish(publish) : publish;
  }

  /** Ticks now (catching up on what fell due while stopped), then every `tickMs`. */
  start(): void {
    this.stopped = false;
    this.cycle = this.tick().finally(() => this.next());
  }

  /** Stops ticking; resolves once a tick under way has ended. */
  stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    return this.cycle;
  }

  /** Resolves once the tick under way (if any) has ended and the next is set. */
  settled(): Promise<void> {
    return this.cycle;
  }

  /** What this instance last failed at, while the failure stands (a success clears it). */
  failure(): SchedulerFailure | null {
    return this.lastFailure;
  }

  private next(): void {
    if (this.stopped) return;
    this.timer = this.clock.setTimeout(() => {
      this.cycle = this.tick().finally(() => this.next());
    }, this.options.tickMs ?? SCHEDULE_TICK_MS);
  }

  /** One look at what is due, and each due edition published (or its failure kept). */
  async tick(): Promise<void> {
    const now = this.clock.now();
    let due: DueSchedule[];
    try {
      due = await dueSchedules(this.db, now);
    } catch (error) {
      this.fail(null, error);
      return;
    }
    for (const schedule of due) await this.publishDue(schedule);
    if (due.length === 0 || this.lastFailure?.number === null) this.lastFailure = null;
  }

  private async publishDue(due: DueSchedule): Promise<void> {
    try {
      const published = await this.publish(due.number, {
        claim: (trx) => claimSchedule(trx, due),
        record: (trx) => this.journal.publishedBySchedule(trx, this.publication(due)),
      });
      if (published) log.info({ edition: due.number, publishAt: due.publishAt }, 'Edició publicada a l’hora programada');
      if (this.lastFailure?.number === due.number) this.lastFailure = null;
    } catch (error) {
      if (isFinal(error)) {
        // Published by hand or deleted meanwhile: nothing left to publish.
        await dropSchedule(this.db, due.number).catch(() => undefined);
        return;
      }
      const failure = this.fail(due.number, error);
      const retryAt = new Date(Date.parse(failure.at) + retryDelayMs(due.attempts + 1)).toISOString();
      // The database may be the one away: the failure stays in memory (the status) until it can be kept.
      await markFailed(this.db, due, { at: failure.at, message: failure.message, retryAt }).catch(() => undefined);
    }
  }

  private publication(due: DueSchedule): ScheduledPublication {
    return { number: due.number, publishAt: due.publishAt, publishedAt: this.clock.now().toISOString(), scheduledBy: due.scheduledBy, failedAttempts: due.attempts, timeZone: this.options.timeZone };
  }

  private fail(number: number | null, error: unknown): SchedulerFailure {
    // Staff read it: a refusal's own Catalan message, else what kind of trouble (the details go to the log, never SQL to a screen).
    const reason = error instanceof HttpError ? error.message : isDatabaseUnavailable(error) ? 'la base de dades no respon' : 'error inesperat del servidor';
    const what = number === null ? 'No s’han pogut consultar les publicacions programades' : `No s’ha pogut publicar l’edició ${number} a l’hora programada`;
    // Texts added or handed back after it was scheduled: no retry mends that until someone accepts them (nobody is there to confirm).
    const next =
      error instanceof ArticlesNotAccepted
        ? `té ${countLabel(error.notAccepted.length, 'article que no és «Acceptat»', 'articles que no són «Acceptat»')}: es tornarà a provar tot sol i es publicarà quan ho siguin, o la pots publicar a mà`
        : `${reason.replace(/\.$/, '')}. Es tornarà a provar tot sol`;
    this.lastFailure = { at: this.clock.now().toISOString(), message: `${what}: ${next}.`, number };
    log.error({ edition: number, err: error }, this.lastFailure.message);
    return this.lastFailure;
  }
}
