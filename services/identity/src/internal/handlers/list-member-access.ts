import type { identityV1 } from '@quire/proto';
import { memberRoleToProto, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { MAX_LIST_ITEMS, ZId } from '../../lib/validation';
import { presentUser } from '../../users/presenter';
import { listMemberAccess } from '../queries';

const ZListMemberAccessRequest = z.object({
  organizationId: ZId,
  userIds: z.array(ZId).max(MAX_LIST_ITEMS),
  teamIds: z.array(ZId).max(MAX_LIST_ITEMS),
  afterUserId: z.union([z.literal(''), ZId]),
  limit: z.number().int().min(1).max(MAX_LIST_ITEMS),
});

/**
 * Who is in the organization with their role and teams, for services computing everyone's
 * access to one thing (content's permission aggregates): every member, and the guests that
 * service names or whose teams it names (a guest has access only through grants). Callers
 * authorize their own callers: this rpc is not routed by the gateway.
 */
export async function listMemberAccessHandler(
  ctx: IdentityContext,
  request: identityV1.ListMemberAccessRequest,
  _callContext: CallContext,
): Promise<identityV1.ListMemberAccessResponse> {
  const input = parseRequest(ZListMemberAccessRequest, request);
  const { rows, more, count } = await listMemberAccess(ctx.db, { ...input, afterUserId: input.afterUserId || undefined });
  return {
    items: rows.map((row) => ({ user: presentUser(row.user, ctx.urls), role: memberRoleToProto(row.role), teamIds: row.teamIds })),
    more,
    count,
  };
}
