"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.applyChangeRequestChanges = applyChangeRequestChanges;
exports.changeRequestPatcher = changeRequestPatcher;
const shared_1 = require("@quire/shared");
const events_1 = require("../../lib/events");
const space_lock_1 = require("../../lib/space-lock");
const transaction_1 = require("../../lib/transaction");
const queries_1 = require("../queries");
const status_1 = require("../status");
/**
 * Applies `changes` to a change request locked by the caller's transaction: refuses any change
 * to a merged change request and the status moves statusChangeRefusal forbids (INVALID_ARGUMENT),
 * writes only what differs, and records `change-request.archived` when it archives, else
 * `change-request.updated`. Nothing is written (no event, same `updatedAt`) when nothing differs.
 */
async function applyChangeRequestChanges(tx, current, changes, actorId) {
    if (current.status === 'merged')
        throw (0, shared_1.invalidArgument)('The change request is merged and cannot be changed');
    if (changes.status !== undefined) {
        const refusal = (0, status_1.statusChangeRefusal)(current.status, changes.status);
        if (refusal)
            throw (0, shared_1.invalidArgument)(refusal);
    }
    const data = {};
    if (changes.subject !== undefined && changes.subject !== current.subject)
        data.subject = changes.subject;
    if (changes.description !== undefined && JSON.stringify(changes.description) !== JSON.stringify(current.description)) {
        data.description = changes.description;
    }
    if (changes.status !== undefined && changes.status !== current.status)
        data.status = changes.status;
    if (changes.conversationsIssuesCluster !== undefined && changes.conversationsIssuesCluster !== current.conversationsIssuesCluster) {
        data.conversationsIssuesCluster = changes.conversationsIssuesCluster;
    }
    if (Object.keys(data).length === 0)
        return current;
    const updated = await tx.changeRequest.update({
        where: { id: current.id },
        data: { ...data, updatedAt: new Date() },
        select: queries_1.changeRequestSelect,
    });
    await (0, events_1.recordEvent)(tx, 'change-request', data.status === 'archived' ? 'archived' : 'updated', {
        aggregateId: updated.id,
        organizationId: updated.organizationId,
        data: {
            id: updated.id,
            spaceId: updated.spaceId,
            number: updated.number,
            changes: { ...data },
            ...(data.status !== undefined && { fromStatus: current.status }),
            actorId,
        },
    });
    return updated;
}
/** Updates a change request's subject, description or status in one transaction, the space then the row locked (lib/space-lock.ts). */
function changeRequestPatcher(db, { changeRequestId, changes, actorId }) {
    return (0, transaction_1.writeTransaction)(db, async (tx) => {
        await (0, space_lock_1.lockSpaceOfChangeRequest)(tx, changeRequestId, 'content');
        const current = await (0, queries_1.lockChangeRequest)(tx, changeRequestId);
        if (!current)
            throw (0, shared_1.notFound)('Change request not found');
        return applyChangeRequestChanges(tx, current, changes, actorId);
    });
}
//# sourceMappingURL=change-request-patcher.js.map