import type { identityV1 } from '@quire/proto';
import { getPrincipal, memberRoleFromProto, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { memberRoleUpdater } from '../commands/member-role-updater';
import { memberPolicy } from '../policy';
import { presentMembers } from '../presenter';
import { findMembership } from '../queries';

const ZUpdateMemberRequest = z.object({ organizationId: ZId, userId: ZId, role: z.number().int().optional() });

export async function updateMember(
  ctx: IdentityContext,
  request: identityV1.UpdateMemberRequest,
  callContext: CallContext,
): Promise<identityV1.UpdateMemberResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZUpdateMemberRequest, request);
  const { organizationId, userId } = input;
  const viewer = await loadCallerViewer(ctx.db, organizationId, principal);
  authorize(viewer, memberPolicy.updateRole(viewer), 'Only admins can change the role of members');
  const role = memberRoleFromProto(input.role);
  if (role !== undefined) await memberRoleUpdater(ctx.db, { organizationId, userId, role });
  const membership = await findMembership(ctx.db, organizationId, userId);
  if (!membership) throw notFound('Member not found');
  const [member] = await presentMembers(ctx, callContext, organizationId, [membership]);
  return { member };
}
