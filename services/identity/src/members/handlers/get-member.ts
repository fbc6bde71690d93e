import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { memberPolicy } from '../policy';
import { presentMembers } from '../presenter';
import { findMembership } from '../queries';

const ZGetMemberRequest = z.object({ organizationId: ZId, userId: ZId });

export async function getMember(
  ctx: IdentityContext,
  request: identityV1.GetMemberRequest,
  callContext: CallContext,
): Promise<identityV1.GetMemberResponse> {
  const principal = getPrincipal(callContext);
  const { organizationId, userId } = parseRequest(ZGetMemberRequest, request);
  const viewer = await loadCallerViewer(ctx.db, organizationId, principal);
  authorize(viewer, memberPolicy.view(viewer, userId), 'Guests can only view themselves');
  const membership = await findMembership(ctx.db, organizationId, userId);
  if (!membership) throw notFound('Member not found');
  const [member] = await presentMembers(ctx, callContext, organizationId, [membership]);
  return { member };
}
