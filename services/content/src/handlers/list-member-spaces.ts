import { contentV1 } from '@quire/proto';
import { type CallContext, forwardMetadata, getPrincipal, memberRoleToProto, notFound, pageLimit, permissionDenied } from '@quire/shared';
import type { ContentContext } from '../context';
import { viewerOf, type Viewer } from '../policies/access';
import { canListMemberSpaces } from '../policies/organization';
import { loadOrganizationTree } from '../queries/access-tree';
import { listSpacesPage } from '../queries/spaces';
import { parseField, ZId } from '../validation';
import { visibleSpacesWhere } from './list-spaces';
import { presentSpaces, spaceAccessOf } from './load';

/**
 * The spaces a member can access, with their level on each (by creation time, newest first
 * unless `order` is ASC). The member's role and teams come from identity in one call; the
 * spaces' `permissions` are the caller's own.
 */
export async function listMemberSpaces(
  ctx: ContentContext,
  request: contentV1.ListMemberSpacesRequest,
  context: CallContext,
): Promise<contentV1.ListMemberSpacesResponse> {
  const principal = getPrincipal(context);
  const limit = pageLimit(request.limit);
  const userId = parseField(ZId, request.userId, 'userId');
  const viewer = viewerOf(principal, request.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Organization not found');
  if (!canListMemberSpaces(viewer, principal.userId, userId)) {
    throw permissionDenied("Only organization admins can list another member's spaces");
  }

  const access = await ctx.identity.memberAccess(request.organizationId, userId, forwardMetadata(context));
  if (!access) throw notFound('Member not found');
  const member: Viewer = { orgRole: access.role, teamIds: access.teamIds };

  const tree = await loadOrganizationTree(ctx.db, request.organizationId, [...new Set([...member.teamIds, ...viewer.teamIds])]);
  const page = await listSpacesPage(ctx.db, {
    where: visibleSpacesWhere(request.organizationId, member, tree),
    order: { by: 'createdAt', direction: request.order === contentV1.ListOrder.LIST_ORDER_ASC ? 'asc' : 'desc' },
    page: request.page,
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
