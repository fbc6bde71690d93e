import type { identityV1 } from '@quire/proto';
import { getPrincipal, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { pingMember } from '../commands/member-pinger';
import type { IdentityDeps } from '../deps';
import { memberPolicy } from '../policies/member';
import { authorize } from '../policies/organization';
import { loadOrganizationViewer } from '../queries/viewer';
import { parseRequest, ZId } from '../validation';

const ZPingOrganizationRequest = z.object({ organizationId: ZId });

export const pingOrganization =
  ({ prisma }: IdentityDeps) =>
  async (request: identityV1.PingOrganizationRequest, context: CallContext): Promise<identityV1.PingOrganizationResponse> => {
    const principal = getPrincipal(context);
    const { organizationId } = parseRequest(ZPingOrganizationRequest, request);
    const viewer = await loadOrganizationViewer(prisma, organizationId, principal.userId);
    authorize(viewer, memberPolicy.ping(viewer), 'You cannot ping this organization');
    await pingMember(prisma, { organizationId, userId: principal.userId });
    return {};
  };
