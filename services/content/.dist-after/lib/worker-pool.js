"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.WorkerPool = exports.PoolBusyError = exports.WorkerFailedError = exports.BudgetExceededError = void 0;
const node_worker_threads_1 = require("node:worker_threads");
/** The task ran past the budget; its worker was terminated. */
class BudgetExceededError extends Error {
    budgetMs;
    constructor(budgetMs) {
        super(`the task ran longer than its budget of ${budgetMs} ms`);
        this.budgetMs = budgetMs;
        this.name = 'BudgetExceededError';
    }
}
exports.BudgetExceededError = BudgetExceededError;
/** The worker answered with an error, or died (out of memory, crashed) while running the task. */
class WorkerFailedError extends Error {
    constructor(message) {
        super(message);
        this.name = 'WorkerFailedError';
    }
}
exports.WorkerFailedError = WorkerFailedError;
/** Too many tasks wait already. */
class PoolBusyError extends Error {
    constructor() {
        super('too many tasks are waiting for a worker');
        this.name = 'PoolBusyError';
    }
}
exports.PoolBusyError = PoolBusyError;
/** Longest a worker may take to load its script. */
const STARTUP_MS = 30_000;
class WorkerPool {
    options;
    slots = new Set();
    queue = [];
    closed = false;
    /** Workers terminated for overrunning the budget (for tests and metrics). */
    terminated = 0;
    constructor(options) {
        this.options = options;
        if (!(options.size >= 1) || !(options.budgetMs > 0))
            throw new Error('a worker pool needs at least one worker and a positive budget');
    }
    /** Runs one task; rejects with BudgetExceededError, WorkerFailedError or PoolBusyError. */
    run(payload) {
        if (this.closed)
            return Promise.reject(new WorkerFailedError('the worker pool is closed'));
        if (this.queue.length >= (this.options.maxQueue ?? 1000))
            return Promise.reject(new PoolBusyError());
        return new Promise((resolve, reject) => {
            this.queue.push({ payload, resolve, reject });
            this.dispatch();
        });
    }
    /** Workers alive now. */
    get workers() {
        return this.slots.size;
    }
    /** Ends every worker; waiting and running tasks fail. */
    async close() {
        this.closed = true;
        for (const task of this.queue.splice(0))
            task.reject(new WorkerFailedError('the worker pool is closed'));
        await Promise.all([...this.slots].map((slot) => this.retire(slot, new WorkerFailedError('the worker pool is closed'))));
    }
    dispatch() {
        while (this.queue.length > 0) {
            let slot = [...this.slots].find((candidate) => candidate.task === undefined);
            if (!slot) {
                if (this.slots.size >= this.options.size)
                    return;
                slot = this.spawn();
            }
            this.assign(slot, this.queue.shift());
        }
    }
    spawn() {
        const worker = new node_worker_threads_1.Worker(this.options.filename, { resourceLimits: this.options.resourceLimits });
        worker.unref();
        const slot = { worker, ready: false };
        slot.startup = setTimeout(() => void this.retire(slot, new WorkerFailedError('the worker did not start')), STARTUP_MS);
        slot.startup.unref();
        worker.on('message', (reply) => {
            if (!('ready' in reply))
                return this.settle(slot, reply);
            clearTimeout(slot.startup);
            slot.ready = true;
            if (slot.task)
                this.startBudget(slot);
        });
        worker.on('error', (error) => void this.retire(slot, new WorkerFailedError(`the worker failed: ${error.message}`)));
        worker.on('exit', (code) => void this.retire(slot, new WorkerFailedError(`the worker exited (code ${code})`)));
        this.slots.add(slot);
        return slot;
    }
    assign(slot, task) {
        clearTimeout(slot.idle);
        slot.task = task;
        // A worker still loading gets the message when it is ready; the budget starts then.
        slot.worker.postMessage(task.payload);
        if (slot.ready)
            this.startBudget(slot);
    }
    startBudget(slot) {
        slot.timer = setTimeout(() => {
            this.terminated += 1;
            void this.retire(slot, new BudgetExceededError(this.options.budgetMs));
        }, this.options.budgetMs);
        slot.timer.unref();
    }
    settle(slot, reply) {
        const task = slot.task;
        clearTimeout(slot.timer);
        slot.task = undefined;
        if (task) {
            if (reply.ok)
                task.resolve(reply.value);
            else
                task.reject(new WorkerFailedError(reply.message));
        }
        if (this.queue.length > 0) {
            this.dispatch();
            return;
        }
        slot.idle = setTimeout(() => void this.retire(slot), this.options.idleMs ?? 30_000);
        slot.idle.unref();
    }
    /** Takes a worker out of the pool (failing its task with `error`) and lets the queue move on with a new one. */
    async retire(slot, error) {
        if (!this.slots.delete(slot))
            return;
        clearTimeout(slot.timer);
        clearTimeout(slot.idle);
        clearTimeout(slot.startup);
        const task = slot.task;
        slot.task = undefined;
        if (task)
            task.reject(error ?? new WorkerFailedError('the worker ended'));
        if (!this.closed)
            this.dispatch();
        await slot.worker.terminate();
    }
}
exports.WorkerPool = WorkerPool;
//# sourceMappingURL=worker-pool.js.map