"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.deleteCollection = deleteCollection;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const collection_deleter_1 = require("../commands/collection-deleter");
const policy_2 = require("../policy");
const load_1 = require("../load");
const ZDeleteCollectionRequest = zod_1.z.object({ collectionId: validation_1.ZId });
/** Idempotent, as GitBook's (204 "Collection did not exist"): a missing collection is not an error. */
async function deleteCollection(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZDeleteCollectionRequest, request);
    let loaded;
    try {
        loaded = await (0, load_1.loadCollection)(ctx, principal, input.collectionId);
        (0, policy_1.authorize)(loaded.access, policy_2.collectionRules.admin, 'Collection');
    }
    catch (error) {
        if (error instanceof shared_1.ServerError && error.code === shared_1.Status.NOT_FOUND)
            return {};
        throw error;
    }
    await (0, collection_deleter_1.collectionDeleter)(ctx.db, {
        collectionId: loaded.collection.id,
        organizationId: loaded.collection.organizationId,
        actorId: principal.userId,
    });
    return {};
}
//# sourceMappingURL=delete-collection.js.map