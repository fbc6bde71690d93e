import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { findCollection } from '../../collections/queries';
import { authorizeCreateIn, viewerOf } from '../../access/policy';
import { loadChainTree, subjectsOf } from '../../access/tree';
import type { ContentContext } from '../../context';
import { editModeFromRequest, languageFromRequest } from '../../lib/enums';
import { DEFAULT_TITLE, ZEmoji, ZEnumValue, ZId, ZOptionalId, ZSpaceTitle } from '../../lib/validation';
import { spaceCreator } from '../commands/space-creator';
import { presentNewSpace } from '../presenter';
import { spaceAccessOf } from '../load';

const ZCreateSpaceRequest = z.object({
  organizationId: ZId,
  title: ZSpaceTitle.optional(),
  emoji: ZEmoji.optional(),
  parent: ZOptionalId,
  language: ZEnumValue,
  editMode: ZEnumValue,
  empty: z.boolean().optional(),
});

/** Creates a space with an initial empty revision (Quire has no templates: every space starts empty). */
export async function createSpace(
  ctx: ContentContext,
  request: contentV1.CreateSpaceRequest,
  callContext: CallContext,
): Promise<contentV1.CreateSpaceResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZCreateSpaceRequest, request);
  const parentId = input.parent || null;
  const viewer = viewerOf(principal, input.organizationId);
  if (viewer.orgRole === undefined) throw notFound('Organization not found');

  if (parentId !== null) {
    const parent = await findCollection(ctx.db, parentId);
    if (!parent || parent.organizationId !== input.organizationId) throw notFound('Parent collection not found');
  }
  const tree = await loadChainTree(ctx.db, parentId, subjectsOf(viewer));
  authorizeCreateIn(viewer, tree, parentId);

  const space = await spaceCreator(ctx.db, {
    organizationId: input.organizationId,
    parentId,
    title: input.title ?? DEFAULT_TITLE,
    emoji: input.emoji || null,
    language: languageFromRequest(input.language) ?? null,
    editMode: editModeFromRequest(input.editMode) ?? 'live',
    actorId: principal.userId,
  });
  return { space: presentNewSpace(ctx, space, spaceAccessOf(viewer, tree, space)) };
}
