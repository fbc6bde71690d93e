import { PrismaPg } from '@prisma/adapter-pg';
import { createPgPool } from '@quire/shared';
import { Prisma, PrismaClient } from './generated/prisma/client';

export { Prisma, PrismaClient };
export type TransactionClient = Prisma.TransactionClient;
export type Db = PrismaClient | TransactionClient;

/** Prisma over a pg pool of ours, so that the pool's usage shows in the metrics; disconnecting Prisma ends it. */
export function createPrismaClient(databaseUrl: string): PrismaClient {
  const pool = createPgPool(databaseUrl, { purpose: 'prisma' });
  return new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
}

/** True when `error` is Prisma's unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}
