import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { viewerOf } from '../../access/policy';
import { loadGrantedTree, loadOrganizationTree, subjectsOf } from '../../access/tree';
import type { ContentContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { presentSpaces } from '../presenter';
import { listSpacesPage, visibleSpacesWhere } from '../queries';
import { spaceAccessOf } from '../load';

const ZListSpacesRequest = z.object({ organizationId: ZId, page: ZPage, limit: ZLimit });

/** The live spaces of an organization the caller can see, oldest first. */
export async function listSpaces(
  ctx: ContentContext,
  request: contentV1.ListSpacesRequest,
  callContext: CallContext,
): Promise<contentV1.ListSpacesResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListSpacesRequest, request);
  const limit = pageLimit(input.limit);
  const viewer = viewerOf(principal, input.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Organization not found');

  // Every space's level is computed from one tree read once: a member's is the organization's
  // whole collection tree; a guest's starts from their grants (what they were given and what
  // is inside it), so that their list costs what they were given, not what the organization holds.
  const subjects = subjectsOf(viewer);
  const tree =
    viewer.orgRole === null
      ? await loadGrantedTree(ctx.db, input.organizationId, subjects)
      : await loadOrganizationTree(ctx.db, input.organizationId, subjects);
  const page = await listSpacesPage(ctx.db, {
    where: visibleSpacesWhere(input.organizationId, viewer, tree),
    order: { by: 'createdAt', direction: 'asc' },
    page: input.page,
    limit,
  });
  const items = await presentSpaces(ctx, page.items, (space) => spaceAccessOf(viewer, tree, space));
  return { items, next: page.next, count: page.count };
}
