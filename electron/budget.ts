/**
 * A token bucket: at most `capacity` attempts at once, one attempt back every
 * `refillMs / capacity`. Used for the bundled server's restarts and the kiosk's crash reloads, so
 * a rare fault is always retried but a crash loop stops (and is retried later, not never).
 */
interface BudgetOptions {
  capacity: number;
  /** Time for an empty bucket to fill up again. */
  refillMs: number;
  now?: () => number;
}

export class Budget {
  private tokens: number;
  private updatedAt: number;
  private readonly now: () => number;

  constructor(private readonly options: BudgetOptions) {
    this.now = options.now ?? Date.now;
    this.tokens = options.capacity;
    this.updatedAt = this.now();
  }

  private refill(): void {
    const now = this.now();
    const gained = ((now - this.updatedAt) / this.options.refillMs) * this.options.capacity;
    this.tokens = Math.min(this.options.capacity, this.tokens + gained);
    this.updatedAt = now;
  }

  /** Spends one attempt; false when the bucket is empty. */
  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** How long until the next attempt is available (0 when one is). */
  waitMs(): number {
    this.refill();
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) * this.options.refillMs) / this.options.capacity);
  }
}
