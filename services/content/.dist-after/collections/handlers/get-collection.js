"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getCollection = getCollection;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const load_1 = require("../load");
const ZGetCollectionRequest = zod_1.z.object({ collectionId: validation_1.ZId });
async function getCollection(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetCollectionRequest, request);
    const { collection, access } = await (0, load_1.loadCollection)(ctx, principal, input.collectionId);
    (0, policy_1.authorize)(access, policy_2.collectionRules.view, 'Collection');
    return { collection: (0, presenter_1.presentCollection)(collection, access, ctx.urls) };
}
//# sourceMappingURL=get-collection.js.map