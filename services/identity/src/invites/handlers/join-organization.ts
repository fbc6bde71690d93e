import type { invitesV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { actsIn, loadCaller } from '../../access/caller';
import { loadOrganizationViewer } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { findUser } from '../../users/queries';
import { domainJoiner } from '../commands/domain-joiner';

const ZJoinOrganizationRequest = z.object({ organizationId: ZId });

/**
 * Joining by email domain. The account's email counts as verified: Quire accounts are made by
 * operators, by admins adding an email (who never receive the new account's token) or by SSO
 * logins, whose tokens are bound to their organization and so cannot join another (NOT_FOUND).
 */
export async function joinOrganization(
  ctx: IdentityContext,
  request: invitesV1.JoinOrganizationRequest,
  callContext: CallContext,
): Promise<Record<string, never>> {
  const { organizationId } = parseRequest(ZJoinOrganizationRequest, request);
  const principal = getPrincipal(callContext);
  const caller = await loadCaller(ctx.db, principal);
  if (!actsIn(caller, organizationId)) throw notFound('Organization not found');
  const [user, viewer] = await Promise.all([findUser(ctx.db, principal.userId), loadOrganizationViewer(ctx.db, organizationId, principal.userId)]);
  if (!user) throw notFound('User not found');
  await domainJoiner(ctx.db, { organizationId, userId: user.id, email: user.email, inOrganization: viewer.role !== undefined });
  return {};
}
