import type { invitesV1 } from '@quire/proto';
import { getPrincipal, parseRequest, permissionDenied, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCaller } from '../../access/caller';
import type { IdentityContext } from '../../context';
import { emailDomainOf, ZDomain } from '../../lib/validation';
import { presentOrganization } from '../../organizations/presenter';
import { findUser } from '../../users/queries';
import { findTeamOwnerOrganizationIds, findViewerRoles } from '../../internal/queries';
import { findOrganizationsWithEmailDomain } from '../queries';

const ZGetOrganizationsForEmailDomainRequest = z.object({ emailDomain: ZDomain });

/**
 * The contract marks this route `user-internal` (GitBook's own app). Quire maps it to an
 * ordinary user token restricted to the caller's own email domain: the organizations they may
 * join with `POST /orgs/{id}/join` (at most 100, oldest first), each with the caller's
 * `permissions` there (none outside it). Asking
 * for another domain is PERMISSION_DENIED, so no one lists the organizations of a domain that
 * is not theirs; a token bound to an organization by an SSO login gets an empty list (it
 * cannot join another organization).
 */
export async function getOrganizationsForEmailDomain(
  ctx: IdentityContext,
  request: invitesV1.GetOrganizationsForEmailDomainRequest,
  callContext: CallContext,
): Promise<invitesV1.GetOrganizationsForEmailDomainResponse> {
  const { emailDomain } = parseRequest(ZGetOrganizationsForEmailDomainRequest, request);
  const principal = getPrincipal(callContext);
  const [user, caller] = await Promise.all([findUser(ctx.db, principal.userId), loadCaller(ctx.db, principal)]);
  if (!user || emailDomainOf(user.email) !== emailDomain) {
    throw permissionDenied("Only the organizations of your own email's domain can be listed");
  }
  if (caller.boundOrganizationId !== null) return { organizations: [] };
  const organizations = await findOrganizationsWithEmailDomain(ctx.db, emailDomain);
  const ids = organizations.map((organization) => organization.id);
  const [roles, teamOwnerOf] = await Promise.all([
    findViewerRoles(ctx.db, principal.userId, ids),
    findTeamOwnerOrganizationIds(ctx.db, principal.userId, ids),
  ]);
  return {
    organizations: organizations.map((organization) =>
      presentOrganization(
        organization,
        { userId: principal.userId, role: roles.get(organization.id) },
        { ownsTeam: teamOwnerOf.has(organization.id) },
        ctx.urls,
      ),
    ),
  };
}
