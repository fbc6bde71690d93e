"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.streamPages = streamPages;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const listing_1 = require("../listing");
const policy_2 = require("../policy");
const load_1 = require("../../change-requests/load");
/** Header values as the gateway passes them on (HTTP keeps a header line under some kilobytes). */
const ZHeaderValue = zod_1.z.string().max(8192);
const ZStreamPagesRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId.optional(),
    revisionId: validation_1.ZId.optional(),
    metadata: zod_1.z.boolean().optional(),
    computed: zod_1.z.boolean().optional(),
    ifNoneMatch: ZHeaderValue.optional(),
    acceptEncoding: ZHeaderValue.optional(),
});
/**
 * listPages as the gateway serves it: the same pages as ListPages, as JSON already encoded and
 * sent in chunks (listing.ts keeps it per revision and variant). Access is checked on every
 * call, before anything is sent, a 304 included.
 */
async function* streamPages(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZStreamPagesRequest, request);
    const target = await (0, load_1.loadContentTarget)(ctx, principal, input.spaceId, input.changeRequestId, input.revisionId);
    (0, policy_1.authorize)(target.access, policy_2.pageRules.view, 'Space');
    const scope = { spaceId: target.space.id, changeRequestNumber: target.changeRequest?.number ?? null };
    yield* (0, listing_1.listingMessages)(ctx, target.revision, { scope, metadata: input.metadata !== false, computed: input.computed !== false }, input);
}
//# sourceMappingURL=stream-pages.js.map