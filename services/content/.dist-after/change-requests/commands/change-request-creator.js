"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.changeRequestCreator = changeRequestCreator;
const shared_1 = require("@quire/shared");
const db_1 = require("../../db");
const events_1 = require("../../lib/events");
const transaction_1 = require("../../lib/transaction");
const queries_1 = require("../queries");
/**
 * Creates a draft change request on the space's current revision. Its number comes from the
 * space's counter, incremented by an UPDATE ... RETURNING that also locks the space row until
 * the transaction ends: concurrent creations in a space get consecutive numbers, a number is
 * never given twice (a rolled back creation rolls the counter back with it), and the revision
 * read is the one a concurrent merge (which updates the same row) left. The change request
 * starts on that revision without copying anything: its first edit makes its own revision.
 * The UPDATE is the transaction's first lock, the space row (lib/space-lock.ts).
 */
function changeRequestCreator(db, input) {
    return (0, transaction_1.writeTransaction)(db, async (tx) => {
        const [space] = await tx.$queryRaw(db_1.Prisma.sql `
      UPDATE spaces SET change_request_counter = change_request_counter + 1
       WHERE id = ${input.spaceId} AND deleted_at IS NULL
      RETURNING change_request_counter AS number, revision_id, organization_id`);
        if (!space)
            throw (0, shared_1.notFound)('Space not found');
        const changeRequest = await tx.changeRequest.create({
            data: {
                id: (0, shared_1.newId)(),
                spaceId: input.spaceId,
                organizationId: space.organization_id,
                number: space.number,
                status: 'draft',
                subject: input.subject,
                conversationsIssuesCluster: input.conversationsIssuesCluster ?? null,
                createdById: input.actorId,
                revisionId: space.revision_id,
                revisionInitialId: space.revision_id,
            },
            select: queries_1.changeRequestSelect,
        });
        await (0, events_1.recordEvent)(tx, 'change-request', 'created', {
            aggregateId: changeRequest.id,
            organizationId: changeRequest.organizationId,
            data: {
                id: changeRequest.id,
                spaceId: changeRequest.spaceId,
                number: changeRequest.number,
                status: changeRequest.status,
                subject: changeRequest.subject,
                conversationsIssuesCluster: changeRequest.conversationsIssuesCluster,
                revisionId: changeRequest.revisionId,
                actorId: input.actorId,
            },
        });
        return changeRequest;
    });
}
//# sourceMappingURL=change-request-creator.js.map