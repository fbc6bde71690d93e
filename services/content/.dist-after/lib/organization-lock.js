"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.changedMeanwhile = void 0;
exports.lockOrganizations = lockOrganizations;
const shared_1 = require("@quire/shared");
const db_1 = require("../db");
/**
 * Serializes, until the transaction ends, every write that changes which collection holds a
 * collection or space, or which organization holds them: creates with a parent, moves,
 * transfers, duplicates, restores and deletes. Each takes the lock of the organizations it
 * touches (both for a transfer), always in id order so that two transfers between the same
 * organizations cannot deadlock, and before any sibling lock (lib/positions.ts). Once it holds
 * the lock, the command reads again what it checks (the item, the destination, its ancestors),
 * so that a concurrent move or transfer cannot make a cycle or a parent in another
 * organization.
 */
async function lockOrganizations(tx, ...organizationIds) {
    for (const organizationId of [...new Set(organizationIds)].sort()) {
        await tx.$executeRaw(db_1.Prisma.sql `SELECT pg_advisory_xact_lock(hashtextextended(${`content-organization:${organizationId}`}, 0))`);
    }
}
/** The item left the organization (a concurrent transfer) between the handler's read and the lock: 409, to retry. */
const changedMeanwhile = (resource) => new shared_1.ServerError(shared_1.Status.ABORTED, `The ${resource} was moved to another organization meanwhile; retry the request`);
exports.changedMeanwhile = changedMeanwhile;
//# sourceMappingURL=organization-lock.js.map