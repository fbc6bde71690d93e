import type { identityV1 } from '@quire/proto';
import { getPrincipal, notFound, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { setMemberSso as setMemberSsoCommand } from '../commands/member-sso-setter';
import type { IdentityDeps } from '../deps';
import { memberPolicy } from '../policies/member';
import { authorize } from '../policies/organization';
import { findMembership } from '../queries/members';
import { loadOrganizationViewer } from '../queries/viewer';
import { parseRequest, ZId } from '../validation';
import { presentMembers } from './present-members';

const ZSetMemberSsoRequest = z.object({ organizationId: ZId, userId: ZId });

export const setMemberSso =
  (deps: IdentityDeps) =>
  async (request: identityV1.SetMemberSsoRequest, context: CallContext): Promise<identityV1.SetMemberSsoResponse> => {
    const principal = getPrincipal(context);
    const { organizationId, userId } = parseRequest(ZSetMemberSsoRequest, request);
    const viewer = await loadOrganizationViewer(deps.prisma, organizationId, principal.userId);
    authorize(viewer, memberPolicy.setSso(viewer), 'Only admins can set members as SSO members');
    await setMemberSsoCommand(deps.prisma, { organizationId, userId });
    const membership = await findMembership(deps.prisma, organizationId, userId);
    if (!membership) throw notFound('Member not found');
    const [member] = await presentMembers(deps, context, organizationId, [membership]);
    return { member };
  };
