"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_GET_SPACES_IDS = void 0;
exports.getSpaces = getSpaces;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const tree_1 = require("../../access/tree");
const validation_1 = require("../../lib/validation");
const policy_2 = require("../../spaces/policy");
const presenter_1 = require("../../spaces/presenter");
const queries_1 = require("../../spaces/queries");
const load_1 = require("../../spaces/load");
// Sites asks for the spaces of one response at a time: up to 1000.
exports.MAX_GET_SPACES_IDS = 1000;
const ZGetSpacesRequest = zod_1.z.object({
    organizationId: validation_1.ZId,
    spaceIds: zod_1.z.array(validation_1.ZId).max(exports.MAX_GET_SPACES_IDS),
    publishedSiteReader: zod_1.z.boolean(),
});
/** What a reader of a published site may do with the spaces it embeds: read them. */
const PUBLISHED_SITE_READER_ACCESS = policy_2.spaceRules.view;
/**
 * For sites (the spaces its site spaces embed): the requested live spaces of the organization
 * that the principal in the call metadata may read, presented as GetSpace presents them.
 * Unknown, trashed, other organizations' and unreadable spaces are left out; a principal
 * outside the organization gets nothing (no error: sites shows what it gets).
 * With `publishedSiteReader` (sites vouches that the caller reads a published site embedding
 * these spaces), every requested live space of the organization is answered, with the
 * caller's own access where it is higher than a reader's.
 * At most five queries whatever the number of ids: the rows (one), the organization's
 * collection tree with the principal's team grants (two, as ListSpaces), the counts (two).
 */
async function getSpaces(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const { organizationId, spaceIds, publishedSiteReader } = (0, shared_1.parseRequest)(ZGetSpacesRequest, request);
    const viewer = (0, policy_1.viewerOf)(principal, organizationId);
    const ids = [...new Set(spaceIds)];
    if (ids.length === 0 || (viewer.orgRole === undefined && !publishedSiteReader))
        return { spaces: [] };
    const [rows, tree] = await Promise.all([
        ctx.db.space.findMany({ where: { id: { in: ids }, organizationId, deletedAt: null }, select: queries_1.spaceSelect }),
        (0, tree_1.loadOrganizationTree)(ctx.db, organizationId, (0, tree_1.subjectsOf)(viewer)),
    ]);
    const access = new Map(rows.map((row) => {
        const own = viewer.orgRole === undefined ? null : (0, load_1.spaceAccessOf)(viewer, tree, row);
        return [row.id, publishedSiteReader && !(0, shared_1.roleAtLeast)(own, PUBLISHED_SITE_READER_ACCESS) ? PUBLISHED_SITE_READER_ACCESS : own];
    }));
    const readable = rows.filter((row) => (0, shared_1.roleAtLeast)(access.get(row.id) ?? null, policy_2.spaceRules.view));
    return { spaces: await (0, presenter_1.presentSpaces)(ctx, readable, (row) => access.get(row.id) ?? null) };
}
//# sourceMappingURL=get-spaces.js.map