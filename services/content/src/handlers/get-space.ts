import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, type CallContext } from '@quire/shared';
import type { ContentContext } from '../context';
import { authorize, viewerOf } from '../policies/access';
import { spaceRules } from '../policies/space';
import { presentSpace } from '../presenters/space';
import { findSpaceView } from '../queries/space-view';
import { spaceAccessOf } from './load';

/**
 * A live space. Spaces in the trash answer NOT_FOUND (the contract has no option to read
 * them); `shareKey` only matters for published URLs, which sites own.
 * The space, its counts and what decides access come from one statement (findSpaceView):
 * this is the most frequent read, so it does not go through loadSpace's several queries.
 */
export async function getSpace(
  ctx: ContentContext,
  request: contentV1.GetSpaceRequest,
  context: CallContext,
): Promise<contentV1.GetSpaceResponse> {
  const principal = getPrincipal(context);
  const view = await findSpaceView(ctx.pool, request.spaceId, principal.teamIds);
  if (!view || view.space.deletedAt) throw notFound('Space not found');
  const viewer = viewerOf(principal, view.space.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Space not found');
  const access = spaceAccessOf(viewer, view.tree, view.space);
  authorize(access, spaceRules.view, 'Space');
  return { space: presentSpace(view.space, access, view.counts, ctx.urls) };
}
