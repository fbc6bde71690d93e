import { membershipRole, notFound, permissionDenied, requireScope, type Principal } from '@quire/shared';
import { ORGANIZATION_NOT_FOUND } from '../access/policy';

/**
 * Who reads an organization's audit log: its admins, with their own API token. Other members
 * (guests included) are refused (PERMISSION_DENIED); anyone outside the organization gets
 * NOT_FOUND, as for an organization that does not exist. No integration scope grants it: an
 * installation token is refused (NOT_FOUND in another organization).
 */
export function authorizeAuditRead(principal: Principal, organizationId: string): void {
  requireScope(principal, null, organizationId);
  const role = membershipRole(principal, organizationId);
  if (role === undefined) throw notFound(ORGANIZATION_NOT_FOUND);
  if (role !== 'admin') throw permissionDenied('Only organization admins can read the audit log');
}
