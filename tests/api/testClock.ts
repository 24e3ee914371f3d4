/** Time as a test says, for a server's scheduler: its timers run only when the test moves the clock past them. */
import type { EditionScheduler } from '../../server/editions/scheduler.js';
import type { Clock } from '../../server/staff/backup/schedule.js';

export class TestClock implements Clock {
  private timers: { at: number; run: () => void }[] = [];
  constructor(private time: number) {}
  now = () => new Date(this.time);
  setTimeout(run: () => void, ms: number) {
    const timer = { at: this.time + ms, run };
    this.timers.push(timer);
    return timer;
  }
  /** When the timers set and not yet run are due (ms since the epoch). */
  pending(): number[] {
    return this.timers.map((t) => t.at);
  }
  clearTimeout(handle: unknown) {
    this.timers = this.timers.filter((t) => t !== handle);
  }
  /** Moves to `to`, running each tick that falls due on the way to its end. */
  async advanceTo(to: Date, scheduler: EditionScheduler) {
    for (;;) {
      const due = this.timers.filter((t) => t.at <= to.getTime()).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.clearTimeout(due);
      this.time = due.at;
      due.run();
      await scheduler.settled();
    }
    this.time = to.getTime();
  }
}
