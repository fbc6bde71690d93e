"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createSpace = createSpace;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const queries_1 = require("../../collections/queries");
const policy_1 = require("../../access/policy");
const tree_1 = require("../../access/tree");
const enums_1 = require("../../lib/enums");
const validation_1 = require("../../lib/validation");
const space_creator_1 = require("../commands/space-creator");
const presenter_1 = require("../presenter");
const load_1 = require("../load");
const ZCreateSpaceRequest = zod_1.z.object({
    organizationId: validation_1.ZId,
    title: validation_1.ZSpaceTitle.optional(),
    emoji: validation_1.ZEmoji.optional(),
    parent: validation_1.ZOptionalId,
    language: validation_1.ZEnumValue,
    editMode: validation_1.ZEnumValue,
    empty: zod_1.z.boolean().optional(),
});
/** Creates a space with an initial empty revision (Quire has no templates: every space starts empty). */
async function createSpace(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZCreateSpaceRequest, request);
    const parentId = input.parent || null;
    const viewer = (0, policy_1.viewerOf)(principal, input.organizationId);
    if (viewer.orgRole === undefined)
        throw (0, shared_1.notFound)('Organization not found');
    if (parentId !== null) {
        const parent = await (0, queries_1.findCollection)(ctx.db, parentId);
        if (!parent || parent.organizationId !== input.organizationId)
            throw (0, shared_1.notFound)('Parent collection not found');
    }
    const tree = await (0, tree_1.loadChainTree)(ctx.db, parentId, (0, tree_1.subjectsOf)(viewer));
    (0, policy_1.authorizeCreateIn)(viewer, tree, parentId);
    const space = await (0, space_creator_1.spaceCreator)(ctx.db, {
        organizationId: input.organizationId,
        parentId,
        title: input.title ?? validation_1.DEFAULT_TITLE,
        emoji: input.emoji || null,
        language: (0, enums_1.languageFromRequest)(input.language) ?? null,
        editMode: (0, enums_1.editModeFromRequest)(input.editMode) ?? 'live',
        actorId: principal.userId,
    });
    return { space: (0, presenter_1.presentNewSpace)(ctx, space, (0, load_1.spaceAccessOf)(viewer, tree, space)) };
}
//# sourceMappingURL=create-space.js.map