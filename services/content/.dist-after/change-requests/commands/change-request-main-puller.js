"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.changeRequestMainPuller = changeRequestMainPuller;
const shared_1 = require("@quire/shared");
const content_events_1 = require("../../lib/content-events");
const events_1 = require("../../lib/events");
const space_lock_1 = require("../../lib/space-lock");
const transaction_1 = require("../../lib/transaction");
const bodies_1 = require("../../revision-store/bodies");
const store_1 = require("../../revision-store/store");
const policy_1 = require("../policy");
const queries_1 = require("../queries");
const merge_plan_1 = require("./merge-plan");
/**
 * Pulls main into a change request (GitBook's "update"): a three-way merge of the change
 * request's base, its revision and main's revision, written as a change request revision of
 * type `update` whose parents are the change request's revision and main's; the change
 * request's merged ancestor becomes main's revision, so it is no longer outdated. Conflicts
 * change nothing. Planned before the transaction from the rows the handler loaded, like a
 * merge, and planned again inside it (the space row locked in mode `read-main`, then the
 * change request's: lib/space-lock.ts) if either moved meanwhile.
 */
async function changeRequestMainPuller(db, input) {
    const { changeRequest, mainRevisionId } = input;
    const reason = (0, policy_1.closedReason)(changeRequest.status);
    if (reason)
        throw (0, shared_1.invalidArgument)(reason);
    if ((0, queries_1.baseOf)(changeRequest) === mainRevisionId)
        return { result: 'update', revision: changeRequest.revisionId };
    const optimistic = await (0, merge_plan_1.planMerge)(db, { base: (0, queries_1.baseOf)(changeRequest), target: changeRequest.revisionId, incoming: mainRevisionId });
    return (0, transaction_1.writeTransaction)(db, async (tx) => {
        const main = await (0, space_lock_1.lockSpace)(tx, changeRequest.spaceId, 'read-main');
        const locked = await (0, queries_1.lockChangeRequest)(tx, changeRequest.id);
        if (!main || main.deletedAt)
            throw (0, shared_1.notFound)('Space not found');
        if (!locked)
            throw (0, shared_1.notFound)('Change request not found');
        const lockedReason = (0, policy_1.closedReason)(locked.status);
        if (lockedReason)
            throw (0, shared_1.invalidArgument)(lockedReason);
        if ((0, queries_1.baseOf)(locked) === main.revisionId)
            return { result: 'update', revision: locked.revisionId };
        const moved = main.revisionId !== mainRevisionId || locked.revisionId !== changeRequest.revisionId || (0, queries_1.baseOf)(locked) !== (0, queries_1.baseOf)(changeRequest);
        const plan = moved ? await (0, merge_plan_1.planMerge)(tx, { base: (0, queries_1.baseOf)(locked), target: locked.revisionId, incoming: main.revisionId }) : optimistic;
        if ('conflicts' in plan)
            return { result: 'conflicts', revision: locked.revisionId, conflicts: plan.conflicts };
        await (0, bodies_1.putBodies)(tx, plan.bodies);
        const revision = await (0, store_1.createRevision)(tx, {
            spaceId: locked.spaceId,
            base: plan.target,
            changes: plan.changes,
            type: 'update',
            parents: [plan.target.id, main.revisionId],
            changeRequestId: locked.id,
            createdById: input.actorId,
        });
        await tx.changeRequest.update({ where: { id: locked.id }, data: { revisionId: revision.id, revisionMergedAncestorId: main.revisionId, updatedAt: new Date() } });
        if (!(0, store_1.isEmptyChange)(plan.changes)) {
            await (0, content_events_1.recordContentChanges)(tx, {
                organizationId: locked.organizationId,
                spaceId: locked.spaceId,
                changeRequestId: locked.id,
                revisionId: revision.id,
                parentRevisionId: plan.target.id,
                changes: plan.changes,
                added: revision.added,
                actorId: input.actorId,
                type: 'update',
            });
        }
        await (0, events_1.recordEvent)(tx, 'change-request', 'updated', {
            aggregateId: locked.id,
            organizationId: locked.organizationId,
            data: { id: locked.id, spaceId: locked.spaceId, revisionId: revision.id, mergedAncestor: main.revisionId, actorId: input.actorId },
        });
        return { result: 'update', revision: revision.id };
    }, { timeout: 60_000, maxWait: 30_000 });
}
//# sourceMappingURL=change-request-main-puller.js.map