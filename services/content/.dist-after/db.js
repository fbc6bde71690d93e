"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PrismaClient = exports.Prisma = void 0;
exports.createPrismaClient = createPrismaClient;
exports.createDatabase = createDatabase;
const adapter_pg_1 = require("@prisma/adapter-pg");
const shared_1 = require("@quire/shared");
const client_1 = require("./generated/prisma/client");
Object.defineProperty(exports, "Prisma", { enumerable: true, get: function () { return client_1.Prisma; } });
Object.defineProperty(exports, "PrismaClient", { enumerable: true, get: function () { return client_1.PrismaClient; } });
function createPrismaClient(databaseUrl) {
    return createDatabase(databaseUrl).db;
}
/**
 * Prisma, and the pg pool under it for the few hot reads written as one SQL statement
 * (src/spaces/queries.ts): one set of connections for both, reported in the metrics as pool
 * `prisma`. Disconnecting Prisma ends the pool.
 */
function createDatabase(databaseUrl) {
    const pool = (0, shared_1.createPgPool)(databaseUrl, { purpose: 'prisma' });
    return { db: new client_1.PrismaClient({ adapter: new adapter_pg_1.PrismaPg(pool, { disposeExternalPool: true }) }), pool };
}
//# sourceMappingURL=db.js.map