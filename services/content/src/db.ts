import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { Prisma, PrismaClient } from './generated/prisma/client';

export { Prisma, PrismaClient };
export type TransactionClient = Prisma.TransactionClient;
export type Db = PrismaClient | TransactionClient;

export function createPrismaClient(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
}

/**
 * Prisma, and the pg pool under it for the few hot reads written as one SQL statement
 * (src/spaces/queries.ts): one set of connections for both. Disconnecting Prisma ends the pool.
 */
export function createDatabase(databaseUrl: string): { db: PrismaClient; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  return { db: new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) }), pool };
}
