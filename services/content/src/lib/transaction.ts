import { databaseConflictReason, errorChain, ServerError, Status } from '@quire/shared';
import type { PrismaClient, TransactionClient } from '../db';

/** Prisma's P2028 for a transaction that ran past its own `timeout` (waiting for locks, mostly). */
const TRANSACTION_EXPIRED = /expired transaction|Transaction already closed|timeout for this transaction/i;

const expiredTransaction = (error: unknown): boolean =>
  [...errorChain(error)].some(({ code, message }) => code === 'P2028' && typeof message === 'string' && TRANSACTION_EXPIRED.test(message));

export type WriteTransactionOptions = {
  /** Milliseconds the transaction may run (Prisma's `timeout`); default 5 s. */
  timeout?: number;
  /** Milliseconds to wait for a pooled connection (Prisma's `maxWait`); default 2 s. */
  maxWait?: number;
  /** Runs in all, the first included; default 4. */
  attempts?: number;
};

export const WRITE_ATTEMPTS = 4;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
export async function writeTransaction<T>(
  db: PrismaClient,
  work: (tx: TransactionClient) => Promise<T>,
  { attempts = WRITE_ATTEMPTS, ...options }: WriteTransactionOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.$transaction(work, options);
    } catch (error) {
      if (expiredTransaction(error)) {
        throw new ServerError(Status.UNAVAILABLE, 'The write waited too long for concurrent writes to the same content; retry the request');
      }
      if (databaseConflictReason(error) === undefined) throw error;
      if (attempt >= attempts) {
        throw new ServerError(Status.ABORTED, 'The write conflicted with concurrent writes to the same content; retry the request');
      }
      // Jittered backoff, so that the transactions that collided do not collide again in step.
      await pause(10 * 2 ** attempt * (0.5 + Math.random()));
    }
  }
}
