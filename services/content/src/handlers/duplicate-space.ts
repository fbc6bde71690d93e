import type { contentV1 } from '@quire/proto';
import { getPrincipal, type CallContext } from '@quire/shared';
import { duplicateSpace as duplicateSpaceCommand } from '../commands/space-duplicator';
import type { ContentContext } from '../context';
import { authorize, authorizeCreateIn } from '../policies/access';
import { spaceRules } from '../policies/space';
import { loadSpace, presentOneSpace, spaceAccessOf } from './load';

/** Copies a space next to itself: needs to see it, and to create spaces where it is. */
export async function duplicateSpace(
  ctx: ContentContext,
  request: contentV1.DuplicateSpaceRequest,
  context: CallContext,
): Promise<contentV1.DuplicateSpaceResponse> {
  const principal = getPrincipal(context);
  const { space, access, viewer, tree } = await loadSpace(ctx, principal, request.spaceId);
  authorize(access, spaceRules.view, 'Space');
  authorizeCreateIn(viewer, tree, space.parentId);
  const copy = await duplicateSpaceCommand(ctx.db, { source: space, actorId: principal.userId });
  return { space: await presentOneSpace(ctx, copy, spaceAccessOf(viewer, tree, copy)) };
}
