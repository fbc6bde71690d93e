import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, invalidArgument, notFound, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize, EMPTY_TREE, viewerOf } from '../../access/policy';
import { loadGrantedTree, subjectsOf } from '../../access/tree';
import type { ContentContext } from '../../context';
import type { Prisma } from '../../db';
import { ZEnumValue, ZId, ZLimit, ZPage } from '../../lib/validation';
import { visibleSpacesWhere } from '../../spaces/queries';
import { changeRequestRules } from '../policy';
import { presentChangeRequests } from '../presenter';
import { changeRequestFiltersWhere, listChangeRequestsPage } from '../queries';
import { statusFromRequest } from '../status';
import { loadSpace } from '../../spaces/load';

const ZListChangeRequestsRequest = z
  .object({
    spaceId: ZId.optional(),
    organizationId: ZId.optional(),
    page: ZPage,
    limit: ZLimit,
    status: ZEnumValue,
    creator: ZId.optional(),
    contributor: ZId.optional(),
    requestedReviewer: ZId.optional(),
    conversationsIssuesCluster: ZId.optional(),
  })
  .refine((request) => (request.spaceId === undefined) !== (request.organizationId === undefined), {
    message: 'exactly one of spaceId and organizationId is required',
    path: ['spaceId'],
  });

/**
 * The change requests of a space, or of every live space of an organization the caller can
 * read, newest first. `status` defaults to open. The organization list is filtered in SQL to
 * the visible spaces (members see every space; guests the spaces under collections their teams
 * reach, from the organization tree loaded once), never space by space; the authors of a page
 * come from one identity call.
 */
export async function listChangeRequests(
  ctx: ContentContext,
  request: contentV1.ListChangeRequestsRequest,
  callContext: CallContext,
): Promise<contentV1.ListChangeRequestsResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListChangeRequestsRequest, request);
  const limit = pageLimit(input.limit);
  const status = statusFromRequest(input.status) ?? 'open';
  const filters = changeRequestFiltersWhere({
    status,
    creator: input.creator,
    contributor: input.contributor,
    requestedReviewer: input.requestedReviewer,
    conversationsIssuesCluster: input.conversationsIssuesCluster,
  });

  let where: Prisma.ChangeRequestWhereInput;
  if (input.spaceId !== undefined) {
    const { space, access } = await loadSpace(ctx, principal, input.spaceId);
    authorize(access, changeRequestRules.view, 'Space');
    where = { ...filters, spaceId: space.id };
  } else if (input.organizationId !== undefined) {
    const organizationId = input.organizationId;
    const viewer = viewerOf(principal, organizationId);
    if (viewer.orgRole === undefined) throw notFound('Organization not found');
    // Members read every space (their role is a floor): only a guest's list needs the tree.
    const tree = viewer.orgRole === null ? await loadGrantedTree(ctx.db, organizationId, subjectsOf(viewer)) : EMPTY_TREE;
    where = { ...filters, organizationId, space: { ...visibleSpacesWhere(organizationId, viewer, tree), deletedAt: null } };
  } else {
    throw invalidArgument('spaceId: exactly one of spaceId and organizationId is required');
  }

  const page = await listChangeRequestsPage(ctx.db, { where, page: input.page, limit });
  const items = await presentChangeRequests(
    ctx,
    page.items.map((row) => ({ row, spaceRevisionId: row.space.revisionId })),
    forwardMetadata(callContext),
  );
  return { items, next: page.next, count: page.count };
}
