import type { identityV1 } from '@quire/proto';
import { getPrincipal, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { removeMember as removeMemberCommand } from '../commands/member-remover';
import type { IdentityDeps } from '../deps';
import { memberPolicy } from '../policies/member';
import { authorize } from '../policies/organization';
import { loadOrganizationViewer } from '../queries/viewer';
import { parseRequest, ZId } from '../validation';

const ZRemoveMemberRequest = z.object({ organizationId: ZId, userId: ZId });

export const removeMember =
  ({ prisma }: IdentityDeps) =>
  async (request: identityV1.RemoveMemberRequest, context: CallContext): Promise<Record<string, never>> => {
    const principal = getPrincipal(context);
    const { organizationId, userId } = parseRequest(ZRemoveMemberRequest, request);
    const viewer = await loadOrganizationViewer(prisma, organizationId, principal.userId);
    authorize(viewer, memberPolicy.remove(viewer, userId), 'Only admins can remove other members');
    await removeMemberCommand(prisma, { organizationId, userId });
    return {};
  };
