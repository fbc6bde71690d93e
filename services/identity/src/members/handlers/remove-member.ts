import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { memberRemover } from '../commands/member-remover';
import { memberPolicy } from '../policy';

const ZRemoveMemberRequest = z.object({ organizationId: ZId, userId: ZId });

export async function removeMember(
  ctx: IdentityContext,
  request: identityV1.RemoveMemberRequest,
  callContext: CallContext,
): Promise<Record<string, never>> {
  const principal = getPrincipal(callContext);
  const { organizationId, userId } = parseRequest(ZRemoveMemberRequest, request);
  const viewer = await loadCallerViewer(ctx.db, organizationId, principal);
  authorize(viewer, memberPolicy.remove(viewer, userId), 'Only admins can remove other members');
  await memberRemover(ctx.db, { organizationId, userId });
  return {};
}
