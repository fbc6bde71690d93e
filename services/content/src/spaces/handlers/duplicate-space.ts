import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize, authorizeCreateIn } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { spaceDuplicator } from '../commands/space-duplicator';
import { spaceRules } from '../policy';
import { presentNewSpace } from '../presenter';
import { loadSpace, spaceAccessOf } from '../load';

const ZDuplicateSpaceRequest = z.object({ spaceId: ZId });

/** Copies a space next to itself: needs to see it, and to create spaces where it is. */
export async function duplicateSpace(
  ctx: ContentContext,
  request: contentV1.DuplicateSpaceRequest,
  callContext: CallContext,
): Promise<contentV1.DuplicateSpaceResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZDuplicateSpaceRequest, request);
  const { space, access, viewer, tree } = await loadSpace(ctx, principal, input.spaceId);
  authorize(access, spaceRules.view, 'Space');
  authorizeCreateIn(viewer, tree, space.parentId);
  const copy = await spaceDuplicator(ctx.db, { source: space, actorId: principal.userId });
  return { space: presentNewSpace(ctx, copy, spaceAccessOf(viewer, tree, copy)) };
}
