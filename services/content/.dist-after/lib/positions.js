"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.lockSiblings = lockSiblings;
exports.positionAtEnd = positionAtEnd;
exports.positionFor = positionFor;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const fractional_indexing_1 = require("fractional-indexing");
const db_1 = require("../db");
/**
 * Serializes position changes within one sibling group until the transaction ends, so two
 * concurrent inserts cannot compute the same key.
 */
async function lockSiblings(tx, group) {
    const key = `content-siblings:${group.organizationId}:${group.parentId ?? ''}`;
    await tx.$executeRaw(db_1.Prisma.sql `SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
const siblingWhere = (group, excludeId) => ({
    organizationId: group.organizationId,
    parentId: group.parentId,
    ...(excludeId !== undefined && { id: { not: excludeId } }),
});
/** The greatest (or least) sibling position below (above) `bound`, over collections and live spaces. */
async function nearest(tx, group, direction, bound, excludeId) {
    const order = direction === 'below' ? 'desc' : 'asc';
    const positionFilter = bound === null ? {} : { position: direction === 'below' ? { lt: bound } : { gt: bound } };
    const [collection, space] = await Promise.all([
        tx.collection.findFirst({
            where: { ...siblingWhere(group, excludeId), ...positionFilter },
            orderBy: [{ position: order }],
            select: { position: true },
        }),
        tx.space.findFirst({
            where: { ...siblingWhere(group, excludeId), deletedAt: null, ...positionFilter },
            orderBy: [{ position: order }],
            select: { position: true },
        }),
    ]);
    const candidates = [collection?.position, space?.position].filter((p) => p !== undefined);
    if (candidates.length === 0)
        return null;
    return candidates.reduce((best, p) => ((direction === 'below' ? p > best : p < best) ? p : best));
}
/** A key after every current sibling. Call with the group locked. */
async function positionAtEnd(tx, group, excludeId) {
    return (0, fractional_indexing_1.generateKeyBetween)(await nearest(tx, group, 'below', null, excludeId), null);
}
async function pointedSiblingPosition(tx, group, pointer, movingId) {
    const isSpace = pointer.type === proto_1.contentV1.ContentPointerType.CONTENT_POINTER_TYPE_SPACE;
    const isCollection = pointer.type === proto_1.contentV1.ContentPointerType.CONTENT_POINTER_TYPE_COLLECTION;
    const id = isSpace ? pointer.space : isCollection ? pointer.collection : undefined;
    if (!id)
        throw (0, shared_1.invalidArgument)('position: a pointer needs a type and the id of a space or collection');
    if (id === movingId)
        throw (0, shared_1.invalidArgument)('position: an item cannot be placed next to itself');
    const sibling = isSpace
        ? await tx.space.findFirst({ where: { id, ...siblingWhere(group, undefined), deletedAt: null }, select: { position: true } })
        : await tx.collection.findFirst({ where: { id, ...siblingWhere(group, undefined) }, select: { position: true } });
    if (!sibling)
        throw (0, shared_1.invalidArgument)(`position: ${isSpace ? 'space' : 'collection'} ${id} is not in the destination`);
    return sibling.position;
}
/**
 * The key for an item placed in `group` at `position` (before and/or after a sibling; at the
 * end when absent). With `moving` set, the item already exists: it is left out of the sibling
 * set, and when it already sits at that place in the same group the move is refused with
 * ALREADY_EXISTS (409: "Operation would not result in any update"). Call with the group locked.
 */
async function positionFor(tx, group, position, moving) {
    const excludeId = moving?.id;
    let lower;
    let upper;
    if (position?.before && position.after) {
        lower = await pointedSiblingPosition(tx, group, position.after, excludeId);
        upper = await pointedSiblingPosition(tx, group, position.before, excludeId);
        if (lower >= upper || (await nearest(tx, group, 'above', lower, excludeId)) !== upper) {
            throw (0, shared_1.invalidArgument)('position: "after" and "before" must be adjacent siblings, in that order');
        }
    }
    else if (position?.before) {
        upper = await pointedSiblingPosition(tx, group, position.before, excludeId);
        lower = await nearest(tx, group, 'below', upper, excludeId);
    }
    else if (position?.after) {
        lower = await pointedSiblingPosition(tx, group, position.after, excludeId);
        upper = await nearest(tx, group, 'above', lower, excludeId);
    }
    else {
        lower = await nearest(tx, group, 'below', null, excludeId);
        upper = null;
    }
    if (moving?.sameGroup && (lower === null || moving.position > lower) && (upper === null || moving.position < upper)) {
        throw (0, shared_1.alreadyExists)('The item is already at this position');
    }
    return (0, fractional_indexing_1.generateKeyBetween)(lower, upper);
}
//# sourceMappingURL=positions.js.map