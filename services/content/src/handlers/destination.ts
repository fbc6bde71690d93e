import { invalidArgument } from '@quire/shared';
import type { ContentContext } from '../context';
import { authorizeCreateIn, collectionChain, type AccessTree, type Viewer } from '../policies/access';
import { loadChainTree } from '../queries/access-tree';
import { findCollection } from '../queries/collections';
import { parseField, ZId } from '../validation';

/**
 * The parent a move request asks for: the request's `parent` (a google.protobuf.Value) is a
 * collection id, null for the top level, or absent to stay in the current parent.
 */
export function requestedParent(parent: unknown, currentParentId: string | null): string | null {
  if (parent === undefined) return currentParentId;
  if (parent === null) return null;
  return parseField(ZId, parent, 'parent');
}

/**
 * Checks a move destination inside the item's organization: the parent collection exists
 * there and, when the item moves to another parent, the caller may create in it. Returns the
 * destination's ancestor chain.
 */
export async function checkDestination(
  ctx: ContentContext,
  { viewer, organizationId, parentId, changesParent }: { viewer: Viewer; organizationId: string; parentId: string | null; changesParent: boolean },
): Promise<AccessTree> {
  if (parentId !== null) {
    const parent = await findCollection(ctx.db, parentId);
    if (!parent || parent.organizationId !== organizationId) throw invalidArgument('parent: no such collection');
  }
  const tree = await loadChainTree(ctx.db, parentId, viewer.teamIds);
  if (changesParent) authorizeCreateIn(viewer, tree, parentId);
  return tree;
}

/** True when `collectionId` is `parentId` or one of its ancestors: the move would make a cycle. */
export const wouldNestInItself = (tree: AccessTree, parentId: string | null, collectionId: string): boolean =>
  collectionChain(tree, parentId).some((node) => node.id === collectionId);
