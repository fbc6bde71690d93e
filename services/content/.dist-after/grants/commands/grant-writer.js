"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.removeGrantsIn = removeGrantsIn;
exports.setGrantsIn = setGrantsIn;
exports.grantRemover = grantRemover;
const events_1 = require("../../lib/events");
const transaction_1 = require("../../lib/transaction");
// One event per grant: quire.content.space-permission.* ({spaceId, subject, subjectId}) and
// quire.content.collection-user-permission.* ({collectionId, userId}) (docs/events.md).
function eventsOf({ target, organizationId, subject, subjectIds, actorId }, role) {
    return subjectIds.map((subjectId) => target.kind === 'space'
        ? { aggregateId: target.spaceId, organizationId, data: { spaceId: target.spaceId, subject, subjectId, ...(role && { role }), actorId } }
        : { aggregateId: target.collectionId, organizationId, data: { collectionId: target.collectionId, userId: subjectId, ...(role && { role }), actorId } });
}
const resourceOf = (target) => (target.kind === 'space' ? 'space-permission' : 'collection-user-permission');
/** Removes grants inside the caller's transaction; resolves to how many existed. */
async function removeGrantsIn(tx, change) {
    const { target, subject, subjectIds } = change;
    let removed;
    if (target.kind === 'space') {
        const rows = await tx.spacePermission.findMany({
            where: { spaceId: target.spaceId, subjectKind: subject, subjectId: { in: subjectIds } },
            select: { subjectId: true },
        });
        removed = rows.map((row) => row.subjectId);
        if (removed.length > 0)
            await tx.spacePermission.deleteMany({ where: { spaceId: target.spaceId, subjectKind: subject, subjectId: { in: removed } } });
    }
    else {
        const rows = await tx.collectionUserPermission.findMany({
            where: { collectionId: target.collectionId, userId: { in: subjectIds } },
            select: { userId: true },
        });
        removed = rows.map((row) => row.userId);
        if (removed.length > 0)
            await tx.collectionUserPermission.deleteMany({ where: { collectionId: target.collectionId, userId: { in: removed } } });
    }
    if (removed.length > 0)
        await (0, events_1.recordEvents)(tx, resourceOf(target), 'removed', eventsOf({ ...change, subjectIds: removed }, undefined));
    return removed.length;
}
/** Gives each subject `role` on the target inside the caller's transaction (creating or replacing their grant). */
async function setGrantsIn(tx, change, role) {
    const { target, organizationId, subject, subjectIds } = change;
    // Update, then create what is missing, skipping rows a concurrent writer just made: two
    // concurrent grants to the same subject both succeed and one of their roles wins.
    if (target.kind === 'space') {
        await tx.spacePermission.updateMany({ where: { spaceId: target.spaceId, subjectKind: subject, subjectId: { in: subjectIds } }, data: { role } });
        await tx.spacePermission.createMany({
            data: subjectIds.map((subjectId) => ({ spaceId: target.spaceId, subjectKind: subject, subjectId, organizationId, role })),
            skipDuplicates: true,
        });
    }
    else {
        await tx.collectionUserPermission.updateMany({ where: { collectionId: target.collectionId, userId: { in: subjectIds } }, data: { role } });
        await tx.collectionUserPermission.createMany({
            data: subjectIds.map((userId) => ({ collectionId: target.collectionId, userId, organizationId, role })),
            skipDuplicates: true,
        });
    }
    await (0, events_1.recordEvents)(tx, resourceOf(target), 'updated', eventsOf(change, role));
}
/** Removes grants; resolves to how many existed. */
function grantRemover(db, change) {
    return (0, transaction_1.writeTransaction)(db, (tx) => removeGrantsIn(tx, change));
}
//# sourceMappingURL=grant-writer.js.map