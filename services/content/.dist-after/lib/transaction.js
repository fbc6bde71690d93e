"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.WRITE_ATTEMPTS = void 0;
exports.writeTransaction = writeTransaction;
const shared_1 = require("@quire/shared");
/** Prisma's P2028 for a transaction that ran past its own `timeout` (waiting for locks, mostly). */
const TRANSACTION_EXPIRED = /expired transaction|Transaction already closed|timeout for this transaction/i;
const expiredTransaction = (error) => [...(0, shared_1.errorChain)(error)].some(({ code, message }) => code === 'P2028' && typeof message === 'string' && TRANSACTION_EXPIRED.test(message));
exports.WRITE_ATTEMPTS = 4;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Runs `work` in one transaction, and again (up to `attempts` runs in all) when PostgreSQL
 * aborts it as a serialization failure or a deadlock victim: writes take their locks in one
 * order (lib/space-lock.ts) so that should not happen, but a retry makes a cycle nobody
 * foresaw cost a little latency rather than an error. `work` must be safe to run again: it
 * reads what it checks inside the transaction, and its effects outside the database wait
 * until it returns. When every run failed so, the caller gets ABORTED (HTTP 409, "retry the
 * request"); a transaction that ran past its timeout waiting for others gets UNAVAILABLE
 * (503). Never INTERNAL: neither is a defect of the request or of the service.
 */
async function writeTransaction(db, work, { attempts = exports.WRITE_ATTEMPTS, ...options } = {}) {
    for (let attempt = 1;; attempt += 1) {
        try {
            return await db.$transaction(work, options);
        }
        catch (error) {
            if (expiredTransaction(error)) {
                throw new shared_1.ServerError(shared_1.Status.UNAVAILABLE, 'The write waited too long for concurrent writes to the same content; retry the request');
            }
            if ((0, shared_1.databaseConflictReason)(error) === undefined)
                throw error;
            if (attempt >= attempts) {
                throw new shared_1.ServerError(shared_1.Status.ABORTED, 'The write conflicted with concurrent writes to the same content; retry the request');
            }
            // Jittered backoff, so that the transactions that collided do not collide again in step.
            await pause(10 * 2 ** attempt * (0.5 + Math.random()));
        }
    }
}
//# sourceMappingURL=transaction.js.map