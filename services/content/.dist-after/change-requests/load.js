"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadChangeRequest = loadChangeRequest;
exports.loadContentTarget = loadContentTarget;
exports.loadWritableContent = loadWritableContent;
const shared_1 = require("@quire/shared");
const policy_1 = require("../access/policy");
const store_1 = require("../revision-store/store");
const load_1 = require("../spaces/load");
const policy_2 = require("../spaces/policy");
const queries_1 = require("./queries");
/**
 * A live space's change request (by id or number) with the caller's level on the space.
 * NOT_FOUND when the caller cannot read the space (another organization, nothing given to a
 * guest), when the space is in the trash, or when the change request is not one of this space;
 * the level needed by the action itself is checked by the caller afterwards.
 */
async function loadChangeRequest(ctx, principal, spaceId, changeRequestId) {
    const loaded = await (0, load_1.loadSpace)(ctx, principal, spaceId);
    (0, policy_1.authorize)(loaded.access, policy_2.spaceRules.view, 'Space');
    const changeRequest = await (0, queries_1.findChangeRequest)(ctx.db, loaded.space.id, changeRequestId);
    if (!changeRequest)
        throw (0, shared_1.notFound)('Change request not found');
    return { ...loaded, changeRequest };
}
async function loadContentTarget(ctx, principal, spaceId, changeRequestId, revisionId) {
    if (changeRequestId !== undefined && revisionId !== undefined)
        throw (0, shared_1.invalidArgument)('revisionId: cannot be given with changeRequestId');
    // The main content is what a published site shows; a change request is not, and of the
    // revisions only the main one is (checked below, once the space's is known).
    const loaded = await (0, load_1.loadSpace)(ctx, principal, spaceId, { publishedRead: changeRequestId === undefined });
    if (revisionId !== undefined) {
        if (principal.kind === 'site-reader' && revisionId !== loaded.space.revisionId)
            throw (0, shared_1.notFound)('Revision not found');
        // An installation token reads the main content's history, not a change request's own revisions.
        const mainHistoryOnly = principal.kind === 'installation';
        return { ...loaded, changeRequest: null, revision: await (0, store_1.loadRevisionOfSpace)(ctx.db, loaded.space.id, revisionId, { mainHistoryOnly }) };
    }
    let changeRequest = null;
    if (changeRequestId !== undefined) {
        changeRequest = await (0, queries_1.findChangeRequest)(ctx.db, loaded.space.id, changeRequestId);
        if (!changeRequest)
            throw (0, shared_1.notFound)('Change request not found');
    }
    const revision = await (0, store_1.loadStoredRevision)(ctx.db, changeRequest?.revisionId ?? loaded.space.revisionId);
    return { ...loaded, changeRequest, revision };
}
/**
 * The change request a page or file write goes to, after the guards every content write has:
 * the "edit" level on the space, and a space that is not locked (the rule of the space's
 * `permissions.edit`). Whether the change request still takes writes (not merged, not
 * archived) is checked by changeRequestEditor under its lock.
 */
async function loadWritableContent(ctx, principal, spaceId, changeRequestId) {
    const target = await loadContentTarget(ctx, principal, spaceId, changeRequestId);
    (0, policy_1.authorize)(target.access, policy_2.spaceRules.edit, 'Space');
    if (!(0, policy_2.spacePermissions)(target.access, target.space).edit)
        throw (0, shared_1.permissionDenied)('The space is locked: its content cannot be changed');
    return target;
}
//# sourceMappingURL=load.js.map