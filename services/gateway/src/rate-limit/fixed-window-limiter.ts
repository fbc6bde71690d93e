export type RateLimitDecision = {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Epoch seconds at which the current window ends. */
  resetAt: number;
  /** Whole seconds until the window ends (at least 1), for Retry-After. */
  retryAfter: number;
};

export type FixedWindowLimiterOptions = {
  /** Most keys kept at once; past it, ended windows are dropped, then the oldest windows. */
  maxKeys?: number;
  now?: () => number;
};

/**
 * Fixed-window counter per key, in memory. Windows that have ended are swept when the map
 * grows, and the map never holds more than `maxKeys` windows: when it is full of live ones,
 * the oldest window is dropped (its key starts afresh). Keys are client addresses and
 * verified tokens, so a flood of made-up tokens cannot grow it.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();
  private sweepAt = 1024;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    options: FixedWindowLimiterOptions = {},
  ) {
    this.maxKeys = Math.max(1, options.maxKeys ?? 100_000);
    this.now = options.now ?? Date.now;
  }

  hit(key: string): RateLimitDecision {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now >= window.startedAt + this.windowMs) {
      window = { startedAt: now, count: 0 };
      // Re-inserted, so that the map's first key is always the oldest window.
      this.windows.delete(key);
      if (this.windows.size >= this.sweepAt || this.windows.size >= this.maxKeys) this.sweep(now);
      while (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
      this.windows.set(key, window);
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

  /** Whether `key` has a window that has not ended (without counting a request). */
  isActive(key: string): boolean {
    const window = this.windows.get(key);
    return window !== undefined && this.now() < window.startedAt + this.windowMs;
  }

  private sweep(now: number): void {
    // Windows are in start order: stop at the first one still running.
    for (const [key, window] of this.windows) {
      if (now < window.startedAt + this.windowMs) break;
      this.windows.delete(key);
    }
    this.sweepAt = Math.max(1024, this.windows.size * 2);
  }

  get size(): number {
    return this.windows.size;
  }
}
