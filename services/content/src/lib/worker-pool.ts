import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * A small pool of worker threads running one script, with a time budget per task: a task that
 * overruns it has its worker terminated (V8 stops it wherever it is) and replaced. It keeps
 * CPU-bound work whose cost depends on what users send (parsing) off the event loop, so that
 * one bad input can cost at most a budget of one thread's time and never delays another request.
 *
 * The script posts `{ ready: true }` once loaded, then answers each message posted to it, in
 * order, with `{ ok: true, value }` or `{ ok: false, message }`. A task's budget starts when its
 * worker is ready: loading a script takes longer than a parse on a busy machine, and is not
 * the input's fault (a worker that is not ready within STARTUP_MS fails). Workers start on demand, are unref'd (an idle pool never keeps
 * the process alive) and end after `idleMs` without work, so an idle service holds none.
 */

export type WorkerPoolOptions = {
  /** The worker's script (a CommonJS file). */
  filename: string;
  /** Most workers running at once. */
  size: number;
  /** Longest a task may run once a worker has it, in ms. */
  budgetMs: number;
  /** Tasks waiting for a worker beyond which `run` refuses at once (PoolBusyError). */
  maxQueue?: number;
  /** A worker without work for this long ends. */
  idleMs?: number;
  /** V8 heap limits of each worker: a task that needs more ends its worker (WorkerFailedError). */
  resourceLimits?: ResourceLimits;
};

/** The task ran past the budget; its worker was terminated. */
export class BudgetExceededError extends Error {
  constructor(readonly budgetMs: number) {
    super(`the task ran longer than its budget of ${budgetMs} ms`);
    this.name = 'BudgetExceededError';
  }
}

/** The worker answered with an error, or died (out of memory, crashed) while running the task. */
export class WorkerFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerFailedError';
  }
}

/** Too many tasks wait already. */
export class PoolBusyError extends Error {
  constructor() {
    super('too many tasks are waiting for a worker');
    this.name = 'PoolBusyError';
  }
}

type Task<T> = { payload: unknown; resolve(value: T): void; reject(error: Error): void };

type Slot<T> = { worker: Worker; ready: boolean; task?: Task<T>; timer?: NodeJS.Timeout; idle?: NodeJS.Timeout; startup?: NodeJS.Timeout };

type Reply = { ready: true } | { ok: true; value: unknown } | { ok: false; message: string };

/** Longest a worker may take to load its script. */
const STARTUP_MS = 30_000;

export class WorkerPool<T> {
  private readonly slots = new Set<Slot<T>>();
  private readonly queue: Task<T>[] = [];
  private closed = false;
  /** Workers terminated for overrunning the budget (for tests and metrics). */
  terminated = 0;

  constructor(private readonly options: WorkerPoolOptions) {
    if (!(options.size >= 1) || !(options.budgetMs > 0)) throw new Error('a worker pool needs at least one worker and a positive budget');
  }

  /** Runs one task; rejects with BudgetExceededError, WorkerFailedError or PoolBusyError. */
  run(payload: unknown): Promise<T> {
    if (this.closed) return Promise.reject(new WorkerFailedError('the worker pool is closed'));
    if (this.queue.length >= (this.options.maxQueue ?? 1000)) return Promise.reject(new PoolBusyError());
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ payload, resolve, reject });
      this.dispatch();
    });
  }

  /** Workers alive now. */
  get workers(): number {
    return this.slots.size;
  }

  /** Ends every worker; waiting and running tasks fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new WorkerFailedError('the worker pool is closed'));
    await Promise.all([...this.slots].map((slot) => this.retire(slot, new WorkerFailedError('the worker pool is closed'))));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = [...this.slots].find((candidate) => candidate.task === undefined);
      if (!slot) {
        if (this.slots.size >= this.options.size) return;
        slot = this.spawn();
      }
      this.assign(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot<T> {
    const worker = new Worker(this.options.filename, { resourceLimits: this.options.resourceLimits });
    worker.unref();
    const slot: Slot<T> = { worker, ready: false };
    slot.startup = setTimeout(() => void this.retire(slot, new WorkerFailedError('the worker did not start')), STARTUP_MS);
    slot.startup.unref();
    worker.on('message', (reply: Reply) => {
      if (!('ready' in reply)) return this.settle(slot, reply);
      clearTimeout(slot.startup);
      slot.ready = true;
      if (slot.task) this.startBudget(slot);
    });
    worker.on('error', (error) => void this.retire(slot, new WorkerFailedError(`the worker failed: ${error.message}`)));
    worker.on('exit', (code) => void this.retire(slot, new WorkerFailedError(`the worker exited (code ${code})`)));
    this.slots.add(slot);
    return slot;
  }

  private assign(slot: Slot<T>, task: Task<T>): void {
    clearTimeout(slot.idle);
    slot.task = task;
    // A worker still loading gets the message when it is ready; the budget starts then.
    slot.worker.postMessage(task.payload);
    if (slot.ready) this.startBudget(slot);
  }

  private startBudget(slot: Slot<T>): void {
    slot.timer = setTimeout(() => {
      this.terminated += 1;
      void this.retire(slot, new BudgetExceededError(this.options.budgetMs));
    }, this.options.budgetMs);
    slot.timer.unref();
  }

  private settle(slot: Slot<T>, reply: Exclude<Reply, { ready: true }>): void {
    const task = slot.task;
    clearTimeout(slot.timer);
    slot.task = undefined;
    if (task) {
      if (reply.ok) task.resolve(reply.value as T);
      else task.reject(new WorkerFailedError(reply.message));
    }
    if (this.queue.length > 0) {
      this.dispatch();
      return;
    }
    slot.idle = setTimeout(() => void this.retire(slot), this.options.idleMs ?? 30_000);
    slot.idle.unref();
  }

  /** Takes a worker out of the pool (failing its task with `error`) and lets the queue move on with a new one. */
  private async retire(slot: Slot<T>, error?: Error): Promise<void> {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.timer);
    clearTimeout(slot.idle);
    clearTimeout(slot.startup);
    const task = slot.task;
    slot.task = undefined;
    if (task) task.reject(error ?? new WorkerFailedError('the worker ended'));
    if (!this.closed) this.dispatch();
    await slot.worker.terminate();
  }
}
