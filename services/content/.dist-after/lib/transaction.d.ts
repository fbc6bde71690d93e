import type { PrismaClient, TransactionClient } from '../db';
export type WriteTransactionOptions = {
    /** Milliseconds the transaction may run (Prisma's `timeout`); default 5 s. */
    timeout?: number;
    /** Milliseconds to wait for a pooled connection (Prisma's `maxWait`); default 2 s. */
    maxWait?: number;
    /** Runs in all, the first included; default 4. */
    attempts?: number;
};
export declare const WRITE_ATTEMPTS = 4;
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
export declare function writeTransaction<T>(db: PrismaClient, work: (tx: TransactionClient) => Promise<T>, { attempts, ...options }?: WriteTransactionOptions): Promise<T>;
