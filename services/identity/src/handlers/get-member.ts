import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityDeps } from '../deps';
import { memberPolicy } from '../policies/member';
import { authorize } from '../policies/organization';
import { findMembership } from '../queries/members';
import { loadOrganizationViewer } from '../queries/viewer';
import { parseRequest, ZId } from '../validation';
import { presentMembers } from './present-members';

const ZGetMemberRequest = z.object({ organizationId: ZId, userId: ZId });

export const getMember =
  (deps: IdentityDeps) =>
  async (request: identityV1.GetMemberRequest, context: CallContext): Promise<identityV1.GetMemberResponse> => {
    const principal = getPrincipal(context);
    const { organizationId, userId } = parseRequest(ZGetMemberRequest, request);
    const viewer = await loadOrganizationViewer(deps.prisma, organizationId, principal.userId);
    authorize(viewer, memberPolicy.view(viewer, userId), 'Guests can only view themselves');
    const membership = await findMembership(deps.prisma, organizationId, userId);
    if (!membership) throw notFound('Member not found');
    const [member] = await presentMembers(deps, context, organizationId, [membership]);
    return { member };
  };
