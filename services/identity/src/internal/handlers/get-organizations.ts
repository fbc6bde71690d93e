import type { identityV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { MAX_LIST_ITEMS, ZId } from '../../lib/validation';
import { presentOrganization } from '../../organizations/presenter';
import { findOrganizationsByIds, findTeamOwnerOrganizationIds, findViewerRoles } from '../queries';

const ZGetOrganizationsRequest = z.object({
  organizationIds: z.array(ZId).max(MAX_LIST_ITEMS),
  viewerId: ZId.optional(),
});

/**
 * Organizations by id for services that embed GitBook "Organization" objects (content's link
 * locations), each with the `permissions` of `viewerId` (their membership as stored now, as
 * GetOrganization reads it). Three queries whatever the number of ids. Callers authorize their
 * own callers: this rpc is not routed by the gateway.
 */
export async function getOrganizations(
  ctx: IdentityContext,
  request: identityV1.GetOrganizationsRequest,
  _callContext: CallContext,
): Promise<identityV1.GetOrganizationsResponse> {
  const { organizationIds, viewerId } = parseRequest(ZGetOrganizationsRequest, request);
  const unique = [...new Set(organizationIds)];
  const [organizations, roles, teamOwnerOf] = await Promise.all([
    findOrganizationsByIds(ctx.db, unique),
    viewerId === undefined ? Promise.resolve(new Map()) : findViewerRoles(ctx.db, viewerId, unique),
    viewerId === undefined ? Promise.resolve(new Set<string>()) : findTeamOwnerOrganizationIds(ctx.db, viewerId, unique),
  ]);
  return {
    organizations: organizations.map((organization) =>
      presentOrganization(
        organization,
        // `role` stays undefined (outside the organization) when there is no membership.
        { userId: viewerId ?? '', role: roles.get(organization.id) },
        { ownsTeam: teamOwnerOf.has(organization.id) },
        ctx.urls,
      ),
    ),
  };
}
