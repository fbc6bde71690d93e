import type pg from 'pg';
import { Prisma, PrismaClient } from './generated/prisma/client';
export { Prisma, PrismaClient };
export type TransactionClient = Prisma.TransactionClient;
export type Db = PrismaClient | TransactionClient;
export declare function createPrismaClient(databaseUrl: string): PrismaClient;
/**
 * Prisma, and the pg pool under it for the few hot reads written as one SQL statement
 * (src/spaces/queries.ts): one set of connections for both, reported in the metrics as pool
 * `prisma`. Disconnecting Prisma ends the pool.
 */
export declare function createDatabase(databaseUrl: string): {
    db: PrismaClient;
    pool: pg.Pool;
};
