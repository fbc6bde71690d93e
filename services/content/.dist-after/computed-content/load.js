"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadReference = loadReference;
exports.loadSpecOutline = loadSpecOutline;
exports.checkBounds = checkBounds;
const shared_1 = require("@quire/shared");
const policy_1 = require("../access/policy");
const load_1 = require("../openapi-specs/load");
const policy_2 = require("../openapi-specs/policy");
const queries_1 = require("../openapi-specs/queries");
const policy_3 = require("../revisions/policy");
const load_2 = require("../spaces/load");
const openapi_reference_1 = require("./openapi-reference");
/** Outlines by spec version id: a version never changes, so an outline never goes stale. */
const outlines = new Map();
const MAX_OUTLINES = 32;
function keep(versionId, outline) {
    outlines.delete(versionId);
    outlines.set(versionId, outline);
    if (outlines.size > MAX_OUTLINES)
        outlines.delete(outlines.keys().next().value);
}
/**
 * A space the caller may read and the outline of the newest valid version of the OpenAPI spec
 * `slug` of the space's organization. Computed content is part of the space's content (`read`
 * on the space), made from an organization spec the caller may view: a guest of the
 * organization, who cannot list its specs, cannot read them through here either. A spec the
 * caller cannot see and an unknown slug are the same 404; a spec without a valid version yet
 * (pending, or every version invalid) is the 404 of the version reads.
 */
async function loadReference(ctx, principal, spaceId, slug) {
    const loaded = await (0, load_2.loadSpace)(ctx, principal, spaceId);
    (0, policy_1.authorize)(loaded.access, policy_3.revisionRules.view, 'Space');
    const organizationId = loaded.space.organizationId;
    if (!(0, policy_2.specAbilities)(principal, organizationId).view) {
        // An installation of this organization is told which scope it lacks.
        if (principal.kind === 'installation' && principal.installation?.organizationId === organizationId)
            (0, policy_2.authorizeSpecAction)(principal, organizationId, 'view');
        throw (0, load_1.specNotFound)();
    }
    const { versionId, outline } = await loadSpecOutline(ctx.db, organizationId, slug);
    return { loaded, slug, versionId, outline };
}
/**
 * The outline of the newest valid version of the organization's spec `slug`, with no access
 * check (callers check it, or act for the system: the regeneration of computed pages). NOT_FOUND
 * for an unknown spec or one without a valid version yet.
 */
async function loadSpecOutline(db, organizationId, slug) {
    const spec = await (0, queries_1.findSpecBySlug)(db, organizationId, slug);
    if (!spec)
        throw (0, load_1.specNotFound)();
    const versionId = spec.validVersionId;
    if (versionId === null)
        throw (0, load_1.versionNotFound)();
    let outline = outlines.get(versionId);
    if (!outline) {
        const text = await (0, queries_1.findVersionDocument)(db, versionId);
        // Deleted between the two reads.
        if (text === null)
            throw (0, load_1.specNotFound)();
        let document;
        try {
            document = JSON.parse(text);
        }
        catch {
            // The git-worker records only documents it parsed; one nested deeper than JSON.parse's stack is all that can fail here.
            throw (0, shared_1.failedPrecondition)(`The OpenAPI specification "${slug}" cannot be read: its document is nested too deeply`);
        }
        if (typeof document !== 'object' || document === null || Array.isArray(document))
            throw (0, shared_1.failedPrecondition)(`The OpenAPI specification "${slug}" is not an object`);
        outline = (0, openapi_reference_1.referenceOutline)(document);
    }
    keep(versionId, outline);
    return { versionId, outline };
}
/** FAILED_PRECONDITION when the pages asked for are more than Quire computes at once (openapi-reference.ts). */
function checkBounds(slug, tags, schemas) {
    const reason = (0, openapi_reference_1.beyondBounds)(tags, schemas);
    if (reason)
        throw (0, shared_1.failedPrecondition)(`The OpenAPI specification "${slug}" is too large to compute: ${reason}`);
}
//# sourceMappingURL=load.js.map