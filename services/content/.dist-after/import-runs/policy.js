"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.importRunRules = void 0;
exports.authorizeImportInto = authorizeImportInto;
exports.loadImportRun = loadImportRun;
const shared_1 = require("@quire/shared");
const policy_1 = require("../access/policy");
const policy_2 = require("../spaces/policy");
const queries_1 = require("./queries");
const load_1 = require("../spaces/load");
/**
 * What a level on the run's space allows with its import runs: starting and cancelling one
 * writes content (editors and above, in a space that is not locked); reading one is reading
 * the space.
 */
exports.importRunRules = { view: policy_2.spaceRules.view, start: policy_2.spaceRules.edit, cancel: policy_2.spaceRules.edit };
/** Guards a write into the space (start, cancel): the `edit` level and a space that is not locked. */
function authorizeImportInto(loaded) {
    (0, policy_1.authorize)(loaded.access, exports.importRunRules.start, 'Space');
    if (!(0, policy_2.spacePermissions)(loaded.access, loaded.space).edit)
        throw (0, shared_1.permissionDenied)('The space is locked: its content cannot be changed');
}
/**
 * A run of the organization and the caller's standing on its space. NOT_FOUND for an unknown
 * run, a run of another organization, or of a space the caller cannot see (or in the trash).
 */
async function loadImportRun(ctx, principal, organizationId, importRunId) {
    const run = await (0, queries_1.findImportRun)(ctx.db, organizationId, importRunId);
    if (!run)
        throw (0, shared_1.notFound)('Import run not found');
    try {
        const loaded = await (0, load_1.loadSpace)(ctx, principal, run.spaceId);
        if (loaded.access === null)
            throw (0, shared_1.notFound)('Import run not found');
        return { run, loaded };
    }
    catch (error) {
        // The space's own "not found" would name the space; the caller asked for a run.
        if (error instanceof shared_1.ServerError && error.code === shared_1.Status.NOT_FOUND)
            throw (0, shared_1.notFound)('Import run not found');
        throw error;
    }
}
//# sourceMappingURL=policy.js.map