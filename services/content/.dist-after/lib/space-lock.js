"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.lockSpace = lockSpace;
exports.lockSpaceOfChangeRequest = lockSpaceOfChangeRequest;
const db_1 = require("../db");
const CLAUSES = {
    main: db_1.Prisma.sql `FOR NO KEY UPDATE`,
    'read-main': db_1.Prisma.sql `FOR SHARE`,
    content: db_1.Prisma.sql `FOR KEY SHARE`,
};
/**
 * Locks a space row until the transaction ends (step 3 of the lock order) and answers it as it
 * is now, in one statement; null when there is no such space.
 */
async function lockSpace(tx, spaceId, mode) {
    const [row] = await tx.$queryRaw `
    SELECT id, organization_id AS "organizationId", revision_id AS "revisionId", edit_mode::text AS "editMode",
           merge_rules AS "mergeRules", deleted_at AS "deletedAt"
      FROM spaces WHERE id = ${spaceId} ${CLAUSES[mode]}`;
    return row ?? null;
}
/**
 * `lockSpace` for a write that knows only its change request: locks the change request's space
 * (a change request never moves to another space, so the unlocked read of `space_id` cannot be
 * stale). Null when there is no such change request.
 */
async function lockSpaceOfChangeRequest(tx, changeRequestId, mode) {
    const [row] = await tx.$queryRaw `
    SELECT id, organization_id AS "organizationId", revision_id AS "revisionId", edit_mode::text AS "editMode",
           merge_rules AS "mergeRules", deleted_at AS "deletedAt"
      FROM spaces WHERE id = (SELECT space_id FROM change_requests WHERE id = ${changeRequestId}) ${CLAUSES[mode]}`;
    return row ?? null;
}
//# sourceMappingURL=space-lock.js.map