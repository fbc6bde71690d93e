import { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';
import { createPgPool } from '@quire/shared';
import { Prisma, PrismaClient } from './generated/prisma/client';

export { Prisma, PrismaClient };
export type TransactionClient = Prisma.TransactionClient;
export type Db = PrismaClient | TransactionClient;

export function createPrismaClient(databaseUrl: string): PrismaClient {
  return createDatabase(databaseUrl).db;
}

/**
 * Prisma, and the pg pool under it for the few hot reads written as one SQL statement
 * (src/spaces/queries.ts): one set of connections for both, reported in the metrics as pool
 * `prisma`. Disconnecting Prisma ends the pool.
 */
export function createDatabase(databaseUrl: string): { db: PrismaClient; pool: pg.Pool } {
  const pool = createPgPool(databaseUrl, { purpose: 'prisma' });
  return { db: new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) }), pool };
}
