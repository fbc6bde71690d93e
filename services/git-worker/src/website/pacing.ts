import { sleep } from '@quire/shared';

/**
 * Politeness: the starts of two requests to one host are at least the host's interval
 * apart, however many requests run at the same time.
 */
export class RequestPacer {
  private readonly nextStart = new Map<string, number>();
  private readonly intervals = new Map<string, number>();

  constructor(private readonly defaultIntervalMs: number) {}

  /** A longer interval for one host (robots.txt `Crawl-delay`). */
  slowDown(host: string, intervalMs: number): void {
    this.intervals.set(host, Math.max(this.defaultIntervalMs, intervalMs));
  }

  /** Resolves when a request to `host` may start (at once when `signal` aborts). */
  async turn(host: string, signal: AbortSignal): Promise<void> {
    const now = Date.now();
    const start = Math.max(now, this.nextStart.get(host) ?? 0);
    this.nextStart.set(host, start + (this.intervals.get(host) ?? this.defaultIntervalMs));
    if (start > now) await sleep(start - now, signal);
  }
}
