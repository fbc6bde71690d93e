import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { spaceAccessOf } from '../../access/load';
import { authorize, viewerOf } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { spaceRules } from '../policy';
import { presentSpace } from '../presenter';
import { findSpaceView } from '../queries';

const ZGetSpaceRequest = z.object({ spaceId: ZId, shareKey: z.string().max(512).optional() });

/**
 * A live space. Spaces in the trash answer NOT_FOUND (the contract has no option to read
 * them); `shareKey` only matters for published URLs, which sites own.
 * The space, its counts and what decides access come from one statement (findSpaceView):
 * this is the most frequent read, so it does not go through loadSpace's several queries.
 */
export async function getSpace(
  ctx: ContentContext,
  request: contentV1.GetSpaceRequest,
  callContext: CallContext,
): Promise<contentV1.GetSpaceResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetSpaceRequest, request);
  const view = await findSpaceView(ctx.pool, input.spaceId, principal.teamIds);
  if (!view || view.space.deletedAt) throw notFound('Space not found');
  const viewer = viewerOf(principal, view.space.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Space not found');
  const access = spaceAccessOf(viewer, view.tree, view.space);
  authorize(access, spaceRules.view, 'Space');
  return { space: presentSpace(view.space, access, view.counts, ctx.urls, view.gitSync) };
}
