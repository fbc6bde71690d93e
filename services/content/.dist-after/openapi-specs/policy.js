"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.specAbilities = specAbilities;
exports.authorizeSpecAction = authorizeSpecAction;
const shared_1 = require("@quire/shared");
const NONE = { view: false, edit: false, create: false };
function specAbilities(principal, organizationId) {
    if (principal.kind === 'installation') {
        const installation = principal.installation;
        if (!installation || installation.organizationId !== organizationId)
            return NONE;
        const write = installation.scopes.includes('openapi:write');
        return { view: write || installation.scopes.includes('openapi:read'), edit: write, create: write };
    }
    const role = (0, shared_1.membershipRole)(principal, organizationId);
    if (role === undefined || role === null)
        return NONE;
    return { view: true, edit: (0, shared_1.roleAtLeast)(role, 'edit'), create: (0, shared_1.roleAtLeast)(role, 'create') };
}
const ROLE_NEEDED = { view: 'read', edit: 'edit', create: 'create' };
const SCOPE_NEEDED = { view: 'openapi:read', edit: 'openapi:write', create: 'openapi:write' };
/**
 * Guards an action: NOT_FOUND when the caller may not even see the organization's specs
 * (another organization, a guest), PERMISSION_DENIED when they see them but may not do this.
 */
function authorizeSpecAction(principal, organizationId, action) {
    const abilities = specAbilities(principal, organizationId);
    if (!abilities.view) {
        // An installation of this organization without the scope is told which scope it lacks.
        if (principal.kind === 'installation' && principal.installation?.organizationId === organizationId) {
            throw (0, shared_1.permissionDenied)(`The integration "${principal.installation.integration}" does not have the scope "${SCOPE_NEEDED[action]}"`);
        }
        throw (0, shared_1.notFound)('Organization not found');
    }
    if (!abilities[action]) {
        if (principal.kind === 'installation') {
            throw (0, shared_1.permissionDenied)(`The integration "${principal.installation?.integration}" does not have the scope "${SCOPE_NEEDED[action]}"`);
        }
        throw (0, shared_1.permissionDenied)(`You need the "${ROLE_NEEDED[action]}" role in this organization to ${action} OpenAPI specifications`);
    }
    return abilities;
}
//# sourceMappingURL=policy.js.map