"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listTeamPermissionsPage = listTeamPermissionsPage;
exports.hasTeamPermission = hasTeamPermission;
const zod_1 = require("zod");
const shared_1 = require("@quire/shared");
const ZTeamKey = zod_1.z.object({ teamId: zod_1.z.string() });
/**
 * One keyset page of a collection's team permissions, by team id (the primary key's order),
 * and the ids of every team with a permission on the collection, so that the caller can count
 * only the teams identity still knows. `onlyTeamIds` restricts both to those teams (a guest's own) (a deleted team's rows stay until its event is consumed).
 */
async function listTeamPermissionsPage(db, { collectionId, onlyTeamIds, page, limit }) {
    const after = (0, shared_1.decodeCursor)(page, ZTeamKey);
    const teams = onlyTeamIds === undefined ? {} : { in: [...onlyTeamIds] };
    const [rows, all] = await Promise.all([
        db.collectionTeamPermission.findMany({
            where: { collectionId, teamId: { ...teams, ...(after && { gt: after.teamId }) } },
            orderBy: { teamId: 'asc' },
            take: limit + 1,
            select: { teamId: true, role: true },
        }),
        db.collectionTeamPermission.findMany({ where: { collectionId, teamId: teams }, select: { teamId: true } }),
    ]);
    const allTeamIds = all.map((row) => row.teamId);
    return { ...(0, shared_1.keysetPage)(rows, limit, (row) => ({ teamId: row.teamId }), allTeamIds.length), allTeamIds };
}
/** Whether a team has a permission on the collection. */
async function hasTeamPermission(db, collectionId, teamId) {
    return (await db.collectionTeamPermission.count({ where: { collectionId, teamId } })) > 0;
}
//# sourceMappingURL=queries.js.map