"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.changeRequestEditor = changeRequestEditor;
const shared_1 = require("@quire/shared");
const content_events_1 = require("./content-events");
const space_lock_1 = require("./space-lock");
const transaction_1 = require("./transaction");
const bodies_1 = require("../revision-store/bodies");
const store_1 = require("../revision-store/store");
const policy_1 = require("../change-requests/policy");
const queries_1 = require("../change-requests/queries");
/**
 * Runs one content write in a change request: locks the space (mode `content`), then the change
 * request (lib/space-lock.ts; writes to one change request are serialized), refuses merged and archived ones, lets `edit` compute the changes
 * against its current revision, then writes the new revision, moves the change request to it,
 * records the author as a contributor and the page/file events, all in one transaction.
 * An edit that changes nothing writes nothing. `edit` may run more than once (writeTransaction
 * retries a deadlock victim): it computes from what the context gives it, nothing else.
 */
function changeRequestEditor(db, input, edit) {
    return (0, transaction_1.writeTransaction)(db, async (tx) => {
        await (0, space_lock_1.lockSpaceOfChangeRequest)(tx, input.changeRequestId, 'content');
        const changeRequest = await (0, queries_1.lockChangeRequest)(tx, input.changeRequestId);
        if (!changeRequest)
            throw (0, shared_1.notFound)('Change request not found');
        const reason = (0, policy_1.closedReason)(changeRequest.status);
        if (reason)
            throw (0, shared_1.invalidArgument)(reason);
        const revision = await (0, store_1.loadStoredRevision)(tx, changeRequest.revisionId);
        let snapshot;
        const outcome = await edit({ tx, changeRequest, revision, snapshot: () => (snapshot ??= (0, store_1.loadSnapshot)(tx, revision)) });
        if ((0, store_1.isEmptyChange)(outcome.changes))
            return outcome.result;
        if (outcome.bodies)
            await (0, bodies_1.putBodies)(tx, outcome.bodies);
        const next = await (0, store_1.createRevision)(tx, {
            spaceId: changeRequest.spaceId,
            base: revision,
            changes: outcome.changes,
            type: 'edits',
            parents: [revision.id],
            changeRequestId: changeRequest.id,
            createdById: input.actorId,
        });
        const now = new Date();
        await tx.changeRequest.update({ where: { id: changeRequest.id }, data: { revisionId: next.id, updatedAt: now } });
        await tx.$executeRaw `
      INSERT INTO change_request_contributors (change_request_id, user_id, first_at, last_at)
      VALUES (${changeRequest.id}, ${input.actorId}, ${now}, ${now})
      ON CONFLICT (change_request_id, user_id) DO UPDATE SET last_at = EXCLUDED.last_at, edits = change_request_contributors.edits + 1`;
        await (0, content_events_1.recordContentChanges)(tx, {
            organizationId: changeRequest.organizationId,
            spaceId: changeRequest.spaceId,
            changeRequestId: changeRequest.id,
            revisionId: next.id,
            parentRevisionId: revision.id,
            changes: outcome.changes,
            added: next.added,
            actorId: input.actorId,
        });
        return outcome.result;
    });
}
//# sourceMappingURL=change-request-editor.js.map