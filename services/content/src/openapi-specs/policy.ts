import { membershipRole, notFound, permissionDenied, roleAtLeast, type IntegrationScope, type Principal } from '@quire/shared';

/**
 * Who may do what with an organization's OpenAPI specs. The organization role decides, as for
 * identity's `permissions.createOpenApiSpec` (the same rule, so the two never disagree):
 * every member views; `edit` and above change a spec's source and visibility and delete it;
 * `create` and above add specs. Guests and outsiders get nothing (NOT_FOUND). An integration
 * installation token acts only in its own organization: `openapi:read` views,
 * `openapi:write` views, edits and creates.
 */
export type SpecAbilities = { view: boolean; edit: boolean; create: boolean };

export type SpecAction = keyof SpecAbilities;

const NONE: SpecAbilities = { view: false, edit: false, create: false };

export function specAbilities(principal: Principal, organizationId: string): SpecAbilities {
  if (principal.kind === 'installation') {
    const installation = principal.installation;
    if (!installation || installation.organizationId !== organizationId) return NONE;
    const write = installation.scopes.includes('openapi:write');
    return { view: write || installation.scopes.includes('openapi:read'), edit: write, create: write };
  }
  const role = membershipRole(principal, organizationId);
  if (role === undefined || role === null) return NONE;
  return { view: true, edit: roleAtLeast(role, 'edit'), create: roleAtLeast(role, 'create') };
}

const ROLE_NEEDED: Record<SpecAction, string> = { view: 'read', edit: 'edit', create: 'create' };
const SCOPE_NEEDED: Record<SpecAction, IntegrationScope> = { view: 'openapi:read', edit: 'openapi:write', create: 'openapi:write' };

/**
 * Guards an action: NOT_FOUND when the caller may not even see the organization's specs
 * (another organization, a guest), PERMISSION_DENIED when they see them but may not do this.
 */
export function authorizeSpecAction(principal: Principal, organizationId: string, action: SpecAction): SpecAbilities {
  const abilities = specAbilities(principal, organizationId);
  if (!abilities.view) {
    // An installation of this organization without the scope is told which scope it lacks.
    if (principal.kind === 'installation' && principal.installation?.organizationId === organizationId) {
      throw permissionDenied(`The integration "${principal.installation.integration}" does not have the scope "${SCOPE_NEEDED[action]}"`);
    }
    throw notFound('Organization not found');
  }
  if (!abilities[action]) {
    if (principal.kind === 'installation') {
      throw permissionDenied(`The integration "${principal.installation?.integration}" does not have the scope "${SCOPE_NEEDED[action]}"`);
    }
    throw permissionDenied(`You need the "${ROLE_NEEDED[action]}" role in this organization to ${action} OpenAPI specifications`);
  }
  return abilities;
}
