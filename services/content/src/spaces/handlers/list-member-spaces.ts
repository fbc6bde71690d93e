import { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, memberRoleToProto, notFound, pageLimit, parseRequest, permissionDenied, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { canListMemberSpaces } from '../../access/organization';
import { viewerOf, type Viewer } from '../../access/policy';
import { loadOrganizationTree } from '../../access/tree';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId, ZLimit, ZPage } from '../../lib/validation';
import { presentSpaces } from '../presenter';
import { listSpacesPage, visibleSpacesWhere } from '../queries';
import { spaceAccessOf } from '../load';

const ZListMemberSpacesRequest = z.object({ organizationId: ZId, userId: ZId, page: ZPage, limit: ZLimit, order: ZEnumValue });

/**
 * The spaces a member can access, with their level on each (by creation time, newest first
 * unless `order` is ASC). The member's role and teams come from identity in one call; the
 * spaces' `permissions` are the caller's own.
 */
export async function listMemberSpaces(
  ctx: ContentContext,
  request: contentV1.ListMemberSpacesRequest,
  callContext: CallContext,
): Promise<contentV1.ListMemberSpacesResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListMemberSpacesRequest, request);
  const limit = pageLimit(input.limit);
  const viewer = viewerOf(principal, input.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Organization not found');
  if (!canListMemberSpaces(viewer, principal.userId, input.userId)) {
    throw permissionDenied("Only organization admins can list another member's spaces");
  }

  const access = await ctx.identity.memberAccess(input.organizationId, input.userId, forwardMetadata(callContext));
  if (!access) throw notFound('Member not found');
  const member: Viewer = { orgRole: access.role, teamIds: access.teamIds, userId: input.userId };

  const tree = await loadOrganizationTree(ctx.db, input.organizationId, {
    userIds: [...new Set([input.userId, principal.userId])],
    teamIds: [...new Set([...member.teamIds, ...viewer.teamIds])],
  });
  const page = await listSpacesPage(ctx.db, {
    where: visibleSpacesWhere(input.organizationId, member, tree),
    order: { by: 'createdAt', direction: input.order === contentV1.ListOrder.LIST_ORDER_ASC ? 'asc' : 'desc' },
    page: input.page,
    limit,
  });
  const spaces = await presentSpaces(ctx, page.items, (space) => spaceAccessOf(viewer, tree, space));
  const items = page.items.map((row, index) => ({
    // Every listed space is visible to the member, so their level is never null.
    permission: memberRoleToProto(spaceAccessOf(member, tree, row) ?? 'read'),
    space: spaces[index],
  }));
  return { items, next: page.next, count: page.count };
}
