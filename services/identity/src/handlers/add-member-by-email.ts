import type { identityV1 } from '@quire/proto';
import { type CallContext, getPrincipal, memberRoleFromProto, notFound } from '@quire/shared';
import { z } from 'zod';
import { addMemberByEmail as addMemberByEmailCommand } from '../commands/member-adder';
import type { IdentityDeps } from '../deps';
import { memberPolicy } from '../policies/member';
import { authorize } from '../policies/organization';

import { findMembership } from '../queries/members';
import { loadOrganizationViewer } from '../queries/viewer';
import { parseRequest, ZDisplayName, ZEmail, ZId } from '../validation';
import { presentMembers } from './present-members';

const ZAddMemberByEmailRequest = z.object({
  organizationId: ZId,
  email: ZEmail,
  // Unlike the operator rpc, the role is explicit: an admin says what the person may do.
  role: z
    .number()
    .int()
    .transform((role) => memberRoleFromProto(role))
    .refine((role) => role !== undefined, 'is required: a role, or null for a guest'),
  displayName: ZDisplayName.optional(),
});

export const addMemberByEmail =
  (deps: IdentityDeps) =>
  async (request: identityV1.AddMemberByEmailRequest, context: CallContext): Promise<identityV1.AddMemberByEmailResponse> => {
    const principal = getPrincipal(context);
    const input = parseRequest(ZAddMemberByEmailRequest, request);
    const { organizationId } = input;
    const viewer = await loadOrganizationViewer(deps.prisma, organizationId, principal.userId);
    authorize(viewer, memberPolicy.add(viewer), 'Only admins can add members');
    const user = await addMemberByEmailCommand(deps.prisma, {
      organizationId,
      email: input.email,
      role: input.role,
      displayName: input.displayName,
    });
    const membership = await findMembership(deps.prisma, organizationId, user.id);
    // Only a concurrent removal between the two statements gets here.
    if (!membership) throw notFound('Member not found');
    const [member] = await presentMembers(deps, context, organizationId, [membership]);
    return { member };
  };
