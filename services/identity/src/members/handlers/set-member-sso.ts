import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { memberSsoSetter } from '../commands/member-sso-setter';
import { memberPolicy } from '../policy';
import { presentMembers } from '../presenter';
import { findMembership } from '../queries';

const ZSetMemberSsoRequest = z.object({ organizationId: ZId, userId: ZId });

export async function setMemberSso(
  ctx: IdentityContext,
  request: identityV1.SetMemberSsoRequest,
  callContext: CallContext,
): Promise<identityV1.SetMemberSsoResponse> {
  const principal = getPrincipal(callContext);
  const { organizationId, userId } = parseRequest(ZSetMemberSsoRequest, request);
  const viewer = await loadCallerViewer(ctx.db, organizationId, principal);
  authorize(viewer, memberPolicy.setSso(viewer), 'Only admins can set members as SSO members');
  await memberSsoSetter(ctx.db, { organizationId, userId });
  const membership = await findMembership(ctx.db, organizationId, userId);
  if (!membership) throw notFound('Member not found');
  const [member] = await presentMembers(ctx, callContext, organizationId, [membership]);
  return { member };
}
