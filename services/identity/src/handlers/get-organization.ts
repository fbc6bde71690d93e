import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityDeps } from '../deps';
import { authorize, organizationPolicy } from '../policies/organization';
import { presentOrganization } from '../presenters/organization';
import { findOrganization, ownsAnyTeam } from '../queries/organizations';
import { loadOrganizationViewer } from '../queries/viewer';
import { parseRequest, ZId } from '../validation';

const ZGetOrganizationRequest = z.object({ organizationId: ZId });

export const getOrganization =
  ({ prisma, urls }: IdentityDeps) =>
  async (request: identityV1.GetOrganizationRequest, context: CallContext): Promise<identityV1.GetOrganizationResponse> => {
    const principal = getPrincipal(context);
    const { organizationId } = parseRequest(ZGetOrganizationRequest, request);
    const viewer = await loadOrganizationViewer(prisma, organizationId, principal.userId);
    authorize(viewer, organizationPolicy.view(viewer), 'You cannot view this organization');
    const [organization, ownsTeam] = await Promise.all([
      findOrganization(prisma, organizationId),
      ownsAnyTeam(prisma, organizationId, principal.userId),
    ]);
    if (!organization) throw notFound('Organization not found');
    return { organization: presentOrganization(organization, viewer, { ownsTeam }, urls) };
  };
