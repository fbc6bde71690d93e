import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, type CallContext } from '@quire/shared';
import { createSpace as createSpaceCommand } from '../commands/space-creator';
import type { ContentContext } from '../context';
import { authorizeCreateIn, viewerOf } from '../policies/access';
import { editModeFromRequest, languageFromRequest } from '../presenters/levels';
import { loadChainTree } from '../queries/access-tree';
import { findCollection } from '../queries/collections';
import { DEFAULT_TITLE, parseField, ZEmoji, ZId, ZSpaceTitle } from '../validation';
import { presentOneSpace, spaceAccessOf } from './load';

/** Creates a space with an initial empty revision (Quire has no templates: every space starts empty). */
export async function createSpace(
  ctx: ContentContext,
  request: contentV1.CreateSpaceRequest,
  context: CallContext,
): Promise<contentV1.CreateSpaceResponse> {
  const principal = getPrincipal(context);
  const title = request.title === undefined ? DEFAULT_TITLE : parseField(ZSpaceTitle, request.title, 'title');
  const emoji = request.emoji ? parseField(ZEmoji, request.emoji, 'emoji') : null;
  const parentId = request.parent === undefined || request.parent === '' ? null : parseField(ZId, request.parent, 'parent');
  const viewer = viewerOf(principal, request.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Organization not found');

  if (parentId !== null) {
    const parent = await findCollection(ctx.db, parentId);
    if (!parent || parent.organizationId !== request.organizationId) throw notFound('Parent collection not found');
  }
  const tree = await loadChainTree(ctx.db, parentId, viewer.teamIds);
  authorizeCreateIn(viewer, tree, parentId);

  const space = await createSpaceCommand(ctx.db, {
    organizationId: request.organizationId,
    parentId,
    title,
    emoji,
    language: languageFromRequest(request.language) ?? null,
    editMode: editModeFromRequest(request.editMode) ?? 'live',
    actorId: principal.userId,
  });
  return { space: await presentOneSpace(ctx, space, spaceAccessOf(viewer, tree, space)) };
}
