// What `npm run soak` measures: every request's latency and outcome, by minute of completion
// and by operation, and each process's resident memory.
import { readFile } from 'node:fs/promises';

/** The value at quantile `q` of ascending `sorted` values (nearest rank), or 0 when there are none. */
export function percentile(sorted, q) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** { count, errors, p50, p99 } of a set of latencies (milliseconds). */
export function summarize({ latencies, errors }) {
  const sorted = Float64Array.from(latencies).sort();
  return { count: sorted.length, errors, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

/**
 * Requests as they complete. A request belongs to the minute it completed in; the few that
 * complete after the last minute has ended (the connections finishing what they started)
 * belong to the last minute.
 */
export class RequestLog {
  constructor(minutes) {
    this.startedAt = undefined;
    this.minutes = Array.from({ length: minutes }, () => ({ latencies: [], errors: 0 }));
    this.operations = new Map();
  }

  start() {
    this.startedAt = performance.now();
  }

  record(operation, latencyMs, failed) {
    const index = Math.min(this.minutes.length - 1, Math.floor((performance.now() - this.startedAt) / 60_000));
    const minute = this.minutes[index];
    let byOperation = this.operations.get(operation);
    if (!byOperation) this.operations.set(operation, (byOperation = { latencies: [], errors: 0 }));
    minute.latencies.push(latencyMs);
    byOperation.latencies.push(latencyMs);
    if (failed) {
      minute.errors += 1;
      byOperation.errors += 1;
    }
  }

  get errors() {
    return this.minutes.reduce((sum, minute) => sum + minute.errors, 0);
  }

  get requests() {
    return this.minutes.reduce((sum, minute) => sum + minute.latencies.length, 0);
  }

  minute(index) {
    return summarize(this.minutes[index]);
  }

  /** Every operation's summary, most frequent first. */
  byOperation() {
    return [...this.operations]
      .map(([operation, record]) => ({ operation, ...summarize(record) }))
      .sort((a, b) => b.count - a.count || a.operation.localeCompare(b.operation));
  }
}

/** A process's resident set size in bytes: VmRSS of /proc/<pid>/status (Linux). */
export async function readRss(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!match) throw new Error(`/proc/${pid}/status has no VmRSS`);
  return Number(match[1]) * 1024;
}

/** A process's metrics in Prometheus' text format, or undefined if the endpoint does not answer. */
export async function scrapeMetrics(metricsUrl, timeoutMs = 10_000) {
  try {
    const response = await fetch(metricsUrl, { signal: AbortSignal.timeout(timeoutMs) });
    return await response.text();
  } catch {
    return undefined;
  }
}

/** The V8 heap in use (prom-client's `nodejs_heap_size_used_bytes`) in scraped metrics. */
export function heapUsedOf(metrics) {
  const match = metrics && /^nodejs_heap_size_used_bytes (\S+)$/m.exec(metrics);
  return match ? Number(match[1]) : undefined;
}

/**
 * What a process's bounded caches hold and may hold in scraped metrics (`quire_cache_bytes`
 * and `quire_cache_max_bytes`, summed over caches), or undefined if it reports none.
 */
export function cacheFillOf(metrics) {
  if (!metrics) return undefined;
  const sum = (metric) => [...metrics.matchAll(new RegExp(`^${metric}\\{[^}]*\\} (\\S+)$`, 'gm'))].reduce((total, match) => total + Number(match[1]), 0);
  const maxBytes = sum('quire_cache_max_bytes');
  return maxBytes > 0 ? { bytes: sum('quire_cache_bytes'), maxBytes } : undefined;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Each process's RSS, sampled by the caller (every 10 s in the soak) and summarized by minute:
 * a minute's RSS is the median of the samples taken during it, so that one sample caught just
 * before or after a garbage collection does not decide the figure.
 */
export class RssSampler {
  constructor(pids) {
    this.pids = pids;
    this.samples = Object.fromEntries(Object.keys(pids).map((name) => [name, []]));
  }

  async sample() {
    const values = await Promise.all(Object.values(this.pids).map((pid) => readRss(pid)));
    Object.keys(this.pids).forEach((name, index) => this.samples[name].push(values[index]));
  }

  /** The medians of the samples taken since the last call: { [process]: bytes }. */
  endMinute() {
    const minute = {};
    for (const [name, samples] of Object.entries(this.samples)) {
      minute[name] = median(samples);
      samples.length = 0;
    }
    return minute;
  }
}

/**
 * RSS growth between two minutes of every process: each process's (RSS at `to` − RSS at
 * `from`) ÷ RSS at `from`, and the largest of them (the figure the soak is judged by).
 */
export function rssGrowth(from, to) {
  const byProcess = Object.fromEntries(Object.keys(from).map((name) => [name, (to[name] - from[name]) / from[name]]));
  return { byProcess, max: Math.max(...Object.values(byProcess)) };
}

export const megabytes = (bytes) => (bytes === undefined ? '?' : (bytes / (1024 * 1024)).toFixed(1));
