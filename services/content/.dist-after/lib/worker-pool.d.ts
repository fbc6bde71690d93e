import { type ResourceLimits } from 'node:worker_threads';
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
export declare class BudgetExceededError extends Error {
    readonly budgetMs: number;
    constructor(budgetMs: number);
}
/** The worker answered with an error, or died (out of memory, crashed) while running the task. */
export declare class WorkerFailedError extends Error {
    constructor(message: string);
}
/** Too many tasks wait already. */
export declare class PoolBusyError extends Error {
    constructor();
}
export declare class WorkerPool<T> {
    private readonly options;
    private readonly slots;
    private readonly queue;
    private closed;
    /** Workers terminated for overrunning the budget (for tests and metrics). */
    terminated: number;
    constructor(options: WorkerPoolOptions);
    /** Runs one task; rejects with BudgetExceededError, WorkerFailedError or PoolBusyError. */
    run(payload: unknown): Promise<T>;
    /** Workers alive now. */
    get workers(): number;
    /** Ends every worker; waiting and running tasks fail. */
    close(): Promise<void>;
    private dispatch;
    private spawn;
    private assign;
    private startBudget;
    private settle;
    /** Takes a worker out of the pool (failing its task with `error`) and lets the queue move on with a new one. */
    private retire;
}
