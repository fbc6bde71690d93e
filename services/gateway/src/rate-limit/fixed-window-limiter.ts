export type RateLimitDecision = {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Epoch seconds at which the current window ends. */
  resetAt: number;
  /** Whole seconds until the window ends (at least 1), for Retry-After. */
  retryAfter: number;
};

/**
 * Fixed-window counter per key, in memory. Windows that have ended are swept when the map
 * grows, so memory stays proportional to the keys seen in the last window.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();
  private sweepAt = 1024;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateLimitDecision {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now >= window.startedAt + this.windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
      if (this.windows.size >= this.sweepAt) this.sweep(now);
    }
    window.count += 1;
    const endsAt = window.startedAt + this.windowMs;
    return {
      allowed: window.count <= this.limit,
      limit: this.limit,
      remaining: Math.max(0, this.limit - window.count),
      resetAt: Math.ceil(endsAt / 1000),
      retryAfter: Math.max(1, Math.ceil((endsAt - now) / 1000)),
    };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now >= window.startedAt + this.windowMs) this.windows.delete(key);
    }
    this.sweepAt = Math.max(1024, this.windows.size * 2);
  }

  get size(): number {
    return this.windows.size;
  }
}
