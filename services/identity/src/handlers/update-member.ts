import type { identityV1 } from '@quire/proto';
import { type CallContext, getPrincipal, memberRoleFromProto, notFound } from '@quire/shared';
import { z } from 'zod';
import { updateMemberRole } from '../commands/member-role-updater';
import type { IdentityDeps } from '../deps';
import { memberPolicy } from '../policies/member';
import { authorize } from '../policies/organization';

import { findMembership } from '../queries/members';
import { loadOrganizationViewer } from '../queries/viewer';
import { parseRequest, ZId } from '../validation';
import { presentMembers } from './present-members';

const ZUpdateMemberRequest = z.object({ organizationId: ZId, userId: ZId, role: z.number().int().optional() });

export const updateMember =
  (deps: IdentityDeps) =>
  async (request: identityV1.UpdateMemberRequest, context: CallContext): Promise<identityV1.UpdateMemberResponse> => {
    const principal = getPrincipal(context);
    const input = parseRequest(ZUpdateMemberRequest, request);
    const { organizationId, userId } = input;
    const viewer = await loadOrganizationViewer(deps.prisma, organizationId, principal.userId);
    authorize(viewer, memberPolicy.updateRole(viewer), 'Only admins can change the role of members');
    const role = memberRoleFromProto(input.role);
    if (role !== undefined) await updateMemberRole(deps.prisma, { organizationId, userId, role });
    const membership = await findMembership(deps.prisma, organizationId, userId);
    if (!membership) throw notFound('Member not found');
    const [member] = await presentMembers(deps, context, organizationId, [membership]);
    return { member };
  };
