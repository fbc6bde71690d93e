import type { Logger } from '@quire/shared';
import {
  DEFAULT_WORKER_LIMITS,
  GITBOOK_COMPATIBILITY,
  WorkerProcess,
  type WorkerCompatibility,
  type WorkerLimits,
  type WorkerRequest,
  type WorkerResponse,
} from './worker-process';

/** One published integration version: the script identity stores at `gitbook publish`. */
export type IntegrationScript = {
  /** Integration name and version ("webhook@3"): one worker process per key. */
  key: string;
  source: string;
};

export type SupervisorOptions = {
  logger: Logger;
  /** host:port of the guard proxy every script's fetch goes through. */
  egressAddress: string;
  limits?: Partial<WorkerLimits>;
  compatibility?: WorkerCompatibility;
  /** Most worker processes kept at once; the least recently used idle one is stopped first. */
  maxWorkers?: number;
  workerdPath?: string;
  /** Lines printed by a script's worker (console output), with the worker's key. */
  onOutput?: (key: string, line: string) => void;
};

/**
 * Keeps one workerd process per integration version, started on first use, replaced after it
 * is killed (time or memory limit) or crashes, and stopped when idle past `maxWorkers`.
 */
export class WorkerSupervisor {
  private readonly workers = new Map<string, WorkerProcess>();
  private readonly starting = new Map<string, Promise<WorkerProcess>>();
  private readonly limits: WorkerLimits;
  private closed = false;

  constructor(private readonly options: SupervisorOptions) {
    this.limits = { ...DEFAULT_WORKER_LIMITS, ...options.limits };
  }

  /** Runs one request on the script's worker; throws InvocationError when the worker is stopped or fails. */
  async invoke(script: IntegrationScript, request: WorkerRequest, timeoutMs?: number): Promise<WorkerResponse> {
    const worker = await this.worker(script);
    return worker.invoke(request, timeoutMs);
  }

  /** The running worker of a script (tests look at its pid). */
  running(key: string): WorkerProcess | undefined {
    const worker = this.workers.get(key);
    return worker?.alive ? worker : undefined;
  }

  private async worker(script: IntegrationScript): Promise<WorkerProcess> {
    if (this.closed) throw new Error('the runtime is stopping');
    const existing = this.workers.get(script.key);
    if (existing?.alive) return existing;
    const inProgress = this.starting.get(script.key);
    if (inProgress) return inProgress;
    const start = (async () => {
      await this.evictIdle();
      const worker = new WorkerProcess({
        name: script.key,
        script: script.source,
        egressAddress: this.options.egressAddress,
        limits: this.limits,
        compatibility: this.options.compatibility ?? GITBOOK_COMPATIBILITY,
        logger: this.options.logger,
        workerdPath: this.options.workerdPath,
        onOutput: this.options.onOutput ? (line) => this.options.onOutput?.(script.key, line) : undefined,
      });
      await worker.start();
      this.workers.set(script.key, worker);
      return worker;
    })();
    this.starting.set(script.key, start);
    try {
      return await start;
    } finally {
      this.starting.delete(script.key);
    }
  }

  private async evictIdle(): Promise<void> {
    for (const [key, worker] of this.workers) if (!worker.alive) this.workers.delete(key);
    const max = this.options.maxWorkers ?? 32;
    if (this.workers.size < max) return;
    const idle = [...this.workers.entries()].filter(([, worker]) => worker.inFlight === 0).sort(([, a], [, b]) => a.lastUsed - b.lastUsed);
    for (const [key, worker] of idle.slice(0, this.workers.size - max + 1)) {
      this.workers.delete(key);
      await worker.stop();
    }
  }

  /** Stops the worker of one integration version (a new version was published, or it was unpublished). */
  async retire(key: string): Promise<void> {
    const worker = this.workers.get(key);
    this.workers.delete(key);
    await worker?.stop();
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.starting.values()]);
    await Promise.all([...this.workers.values()].map((worker) => worker.stop()));
    this.workers.clear();
  }
}
