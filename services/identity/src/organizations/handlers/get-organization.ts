import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize, organizationPolicy } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { presentOrganization } from '../presenter';
import { findOrganization, ownsAnyTeam } from '../queries';

const ZGetOrganizationRequest = z.object({ organizationId: ZId });

export async function getOrganization(
  ctx: IdentityContext,
  request: identityV1.GetOrganizationRequest,
  callContext: CallContext,
): Promise<identityV1.GetOrganizationResponse> {
  const principal = getPrincipal(callContext);
  const { organizationId } = parseRequest(ZGetOrganizationRequest, request);
  const viewer = await loadCallerViewer(ctx.db, organizationId, principal);
  authorize(viewer, organizationPolicy.view(viewer), 'You cannot view this organization');
  const [organization, ownsTeam] = await Promise.all([
    findOrganization(ctx.db, organizationId),
    ownsAnyTeam(ctx.db, organizationId, principal.userId),
  ]);
  if (!organization) throw notFound('Organization not found');
  return { organization: presentOrganization(organization, viewer, { ownsTeam }, ctx.urls) };
}
