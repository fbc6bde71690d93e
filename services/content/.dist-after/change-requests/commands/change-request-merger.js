"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.changeRequestMerger = changeRequestMerger;
const shared_1 = require("@quire/shared");
const content_events_1 = require("../../lib/content-events");
const events_1 = require("../../lib/events");
const page_path_history_1 = require("../../lib/page-path-history");
const space_lock_1 = require("../../lib/space-lock");
const transaction_1 = require("../../lib/transaction");
const bodies_1 = require("../../revision-store/bodies");
const store_1 = require("../../revision-store/store");
const merge_rules_check_1 = require("../merge-rules-check");
const policy_1 = require("../policy");
const queries_1 = require("../queries");
const merge_plan_1 = require("./merge-plan");
/**
 * Merges a change request into the space's main content: a new main revision of type `merge`
 * (parents: the previous main revision and the change request's), the change request marked
 * merged, events, all in one transaction. The merge is planned before the transaction from the
 * rows the handler loaded (optimistic on `Space.revision`); the transaction locks the space row
 * (mode `main`), then the change request (lib/space-lock.ts), checks the merge permission, the
 * change request's status and the merge rules against those locked rows, and plans again on
 * top of the new main if main or the change request moved meanwhile, so concurrent merges
 * serialize and none is lost (the later one merges or reports conflicts).
 */
async function changeRequestMerger(db, input) {
    const reason = (0, policy_1.closedReason)(input.changeRequest.status);
    if (reason)
        throw (0, shared_1.invalidArgument)(reason);
    const optimistic = await (0, merge_plan_1.planMerge)(db, { base: (0, queries_1.baseOf)(input.changeRequest), target: input.mainRevisionId, incoming: input.changeRequest.revisionId });
    return (0, transaction_1.writeTransaction)(db, async (tx) => {
        const space = await (0, space_lock_1.lockSpace)(tx, input.changeRequest.spaceId, 'main');
        const locked = await (0, queries_1.lockChangeRequest)(tx, input.changeRequest.id);
        if (!space || space.deletedAt)
            throw (0, shared_1.notFound)('Space not found');
        if (!locked)
            throw (0, shared_1.notFound)('Change request not found');
        (0, policy_1.authorizeMerge)(input.access, space);
        const lockedReason = (0, policy_1.closedReason)(locked.status);
        if (lockedReason)
            throw (0, shared_1.invalidArgument)(lockedReason);
        const moved = space.revisionId !== input.mainRevisionId || locked.revisionId !== input.changeRequest.revisionId;
        const plan = moved ? await (0, merge_plan_1.planMerge)(tx, { base: (0, queries_1.baseOf)(locked), target: space.revisionId, incoming: locked.revisionId }) : optimistic;
        if ('conflicts' in plan)
            return { result: 'conflicts', revision: locked.revisionId, conflicts: plan.conflicts };
        const unmet = (0, merge_rules_check_1.unmetMergeRules)(await (0, merge_rules_check_1.loadMergeFacts)(tx, { changeRequest: locked, space, actorId: input.actorId }));
        if (unmet.length > 0)
            throw (0, shared_1.invalidArgument)(`The merge rules are not met: ${unmet.join('; ')}`);
        await (0, bodies_1.putBodies)(tx, plan.bodies);
        const revision = await (0, store_1.createRevision)(tx, {
            spaceId: locked.spaceId,
            base: plan.target,
            changes: plan.changes,
            type: 'merge',
            parents: [plan.target.id, locked.revisionId],
            changeRequestId: locked.id,
            createdById: input.actorId,
        });
        const now = new Date();
        await tx.space.update({ where: { id: locked.spaceId }, data: { revisionId: revision.id } });
        await (0, page_path_history_1.recordFormerPaths)(tx, { spaceId: locked.spaceId, before: plan.target, changes: plan.changes });
        await tx.changeRequest.update({ where: { id: locked.id }, data: { status: 'merged', revisionMergedId: revision.id, updatedAt: now } });
        await (0, content_events_1.recordContentChanges)(tx, {
            organizationId: locked.organizationId,
            spaceId: locked.spaceId,
            changeRequestId: null,
            revisionId: revision.id,
            parentRevisionId: plan.target.id,
            changes: plan.changes,
            added: revision.added,
            actorId: input.actorId,
            type: 'merge',
        });
        await (0, events_1.recordEvent)(tx, 'change-request', 'merged', {
            aggregateId: locked.id,
            organizationId: locked.organizationId,
            data: { id: locked.id, spaceId: locked.spaceId, number: locked.number, revisionId: revision.id, actorId: input.actorId },
        });
        await input.beforeCommit?.();
        return { result: 'merge', revision: revision.id };
    }, { timeout: 60_000, maxWait: 30_000 });
}
//# sourceMappingURL=change-request-merger.js.map