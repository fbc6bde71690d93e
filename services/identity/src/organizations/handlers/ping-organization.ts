import type { identityV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize, isInOrganization } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { memberPinger } from '../commands/member-pinger';

const ZPingOrganizationRequest = z.object({ organizationId: ZId });

/** Members and guests record that they were active. */
export async function pingOrganization(
  ctx: IdentityContext,
  request: identityV1.PingOrganizationRequest,
  callContext: CallContext,
): Promise<identityV1.PingOrganizationResponse> {
  const principal = getPrincipal(callContext);
  const { organizationId } = parseRequest(ZPingOrganizationRequest, request);
  const viewer = await loadCallerViewer(ctx.db, organizationId, principal);
  authorize(viewer, isInOrganization(viewer), 'You cannot ping this organization');
  await memberPinger(ctx.db, { organizationId, userId: principal.userId });
  return {};
}
