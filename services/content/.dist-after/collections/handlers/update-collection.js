"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.updateCollection = updateCollection;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const enums_1 = require("../../lib/enums");
const validation_1 = require("../../lib/validation");
const collection_updater_1 = require("../commands/collection-updater");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const load_1 = require("../load");
const ZUpdateCollectionRequest = zod_1.z.object({
    collectionId: validation_1.ZId,
    title: validation_1.ZCollectionTitle.optional(),
    description: validation_1.ZCollectionDescription.optional(),
    defaultLevel: validation_1.ZEnumValue,
});
async function updateCollection(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZUpdateCollectionRequest, request);
    const changes = {
        ...(input.title !== undefined && { title: input.title }),
        ...(input.description !== undefined && { description: input.description }),
    };
    const defaultLevel = (0, enums_1.defaultLevelFromRequest)(input.defaultLevel);
    if (defaultLevel !== undefined)
        changes.defaultLevel = defaultLevel;
    const { collection, access, viewer, tree } = await (0, load_1.loadCollection)(ctx, principal, input.collectionId);
    (0, policy_1.authorize)(access, policy_2.collectionRules.admin, 'Collection');
    if (Object.keys(changes).length === 0)
        return { collection: (0, presenter_1.presentCollection)(collection, access, ctx.urls) };
    const updated = await (0, collection_updater_1.collectionUpdater)(ctx.db, { collectionId: collection.id, changes, actorId: principal.userId });
    // A new default level can change the caller's own level on the collection.
    const node = { id: updated.id, parentId: updated.parentId, defaultLevel: (0, enums_1.defaultLevelFromDb)(updated.defaultLevel) };
    return { collection: (0, presenter_1.presentCollection)(updated, (0, policy_1.collectionAccess)(viewer, (0, policy_1.withCollection)(tree, node), updated.id), ctx.urls) };
}
//# sourceMappingURL=update-collection.js.map