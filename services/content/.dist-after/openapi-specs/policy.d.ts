import { type Principal } from '@quire/shared';
/**
 * Who may do what with an organization's OpenAPI specs. The organization role decides, as for
 * identity's `permissions.createOpenApiSpec` (the same rule, so the two never disagree):
 * every member views; `edit` and above change a spec's source and visibility and delete it;
 * `create` and above add specs. Guests and outsiders get nothing (NOT_FOUND). An integration
 * installation token acts only in its own organization: `openapi:read` views,
 * `openapi:write` views, edits and creates.
 */
export type SpecAbilities = {
    view: boolean;
    edit: boolean;
    create: boolean;
};
export type SpecAction = keyof SpecAbilities;
export declare function specAbilities(principal: Principal, organizationId: string): SpecAbilities;
/**
 * Guards an action: NOT_FOUND when the caller may not even see the organization's specs
 * (another organization, a guest), PERMISSION_DENIED when they see them but may not do this.
 */
export declare function authorizeSpecAction(principal: Principal, organizationId: string, action: SpecAction): SpecAbilities;
