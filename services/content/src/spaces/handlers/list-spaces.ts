import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { viewerOf } from '../../access/policy';
import { loadOrganizationTree } from '../../access/tree';
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

  // The organization's whole collection tree, once: every space's level is computed from it.
  const tree = await loadOrganizationTree(ctx.db, input.organizationId, viewer.teamIds);
  const page = await listSpacesPage(ctx.db, {
    where: visibleSpacesWhere(input.organizationId, viewer, tree),
    order: { by: 'createdAt', direction: 'asc' },
    page: input.page,
    limit,
  });
  const items = await presentSpaces(ctx, page.items, (space) => spaceAccessOf(viewer, tree, space));
  return { items, next: page.next, count: page.count };
}
