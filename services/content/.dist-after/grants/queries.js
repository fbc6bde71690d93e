"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listGrantsPage = listGrantsPage;
exports.hasGrant = hasGrant;
const zod_1 = require("zod");
const shared_1 = require("@quire/shared");
const ZSubjectKey = zod_1.z.object({ subjectId: zod_1.z.string() });
/**
 * One keyset page of the grants to `subject`s on a target, by subject id (the primary key's
 * order), and their total. `onlySubjectIds` restricts both (a guest's own grants).
 */
async function listGrantsPage(db, { target, subject, onlySubjectIds, page, limit }) {
    const after = (0, shared_1.decodeCursor)(page, ZSubjectKey);
    const only = onlySubjectIds === undefined ? {} : { in: [...onlySubjectIds] };
    if (target.kind === 'space') {
        const where = { spaceId: target.spaceId, subjectKind: subject, subjectId: only };
        const [rows, count] = await Promise.all([
            db.spacePermission.findMany({
                where: { ...where, subjectId: { ...only, ...(after && { gt: after.subjectId }) } },
                orderBy: { subjectId: 'asc' },
                take: limit + 1,
                select: { subjectId: true, role: true },
            }),
            db.spacePermission.count({ where }),
        ]);
        return (0, shared_1.keysetPage)(rows, limit, (row) => ({ subjectId: row.subjectId }), count);
    }
    if (subject === 'team')
        throw new Error('team grants on collections are read by collection-permissions');
    const where = { collectionId: target.collectionId, userId: only };
    const [rows, count] = await Promise.all([
        db.collectionUserPermission.findMany({
            where: { ...where, userId: { ...only, ...(after && { gt: after.subjectId }) } },
            orderBy: { userId: 'asc' },
            take: limit + 1,
            select: { userId: true, role: true },
        }),
        db.collectionUserPermission.count({ where }),
    ]);
    return (0, shared_1.keysetPage)(rows.map((row) => ({ subjectId: row.userId, role: row.role })), limit, (row) => ({ subjectId: row.subjectId }), count);
}
/** Whether `subjectId` has a grant on the target. */
async function hasGrant(db, target, subject, subjectId) {
    if (target.kind === 'space')
        return (await db.spacePermission.count({ where: { spaceId: target.spaceId, subjectKind: subject, subjectId } })) > 0;
    return (await db.collectionUserPermission.count({ where: { collectionId: target.collectionId, userId: subjectId } })) > 0;
}
//# sourceMappingURL=queries.js.map