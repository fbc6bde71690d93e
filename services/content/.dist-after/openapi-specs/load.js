"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.versionNotFound = exports.specNotFound = void 0;
exports.loadViewableSpec = loadViewableSpec;
exports.loadSpecVersion = loadSpecVersion;
const shared_1 = require("@quire/shared");
const policy_1 = require("./policy");
const queries_1 = require("./queries");
/** The contract's answer for an unknown spec (getOpenAPISpecBySlug, listOpenAPISpecVersions). */
const specNotFound = () => (0, shared_1.notFound)('No matching OpenAPI specification found');
exports.specNotFound = specNotFound;
/** The contract's answer of the version operations for a version the spec does not have. */
const versionNotFound = () => (0, shared_1.notFound)('No matching OpenAPI specification version found');
exports.versionNotFound = versionNotFound;
/** A spec the caller may view (NOT_FOUND for outsiders and guests, as every spec read). */
async function loadViewableSpec(ctx, principal, organizationId, slug) {
    (0, policy_1.authorizeSpecAction)(principal, organizationId, 'view');
    const spec = await (0, queries_1.findSpecBySlug)(ctx.db, organizationId, slug);
    if (!spec)
        throw (0, exports.specNotFound)();
    return spec;
}
/**
 * A version of a spec the caller may view: `versionId`, or the newest one without it. A spec
 * with no valid version yet, or an id that is not one of its versions (another spec's, one
 * still pending, one whose document was invalid), is NOT_FOUND.
 */
async function loadSpecVersion(ctx, principal, input) {
    const spec = await loadViewableSpec(ctx, principal, input.organizationId, input.specSlug);
    const version = await (0, queries_1.findSpecVersion)(ctx.db, spec, input.versionId);
    if (!version)
        throw (0, exports.versionNotFound)();
    return { spec, version };
}
//# sourceMappingURL=load.js.map