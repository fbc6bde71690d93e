import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, roleAtLeast, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { collectionAccess, viewerOf } from '../../access/policy';
import { loadOrganizationTree, subjectsOf } from '../../access/tree';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { collectionRules } from '../../collections/policy';
import { presentCollection } from '../../collections/presenter';
import { collectionSelect } from '../../collections/queries';

export const MAX_GET_COLLECTIONS_IDS = 1000;

const ZGetCollectionsRequest = z.object({
  organizationId: ZId,
  collectionIds: z.array(ZId).max(MAX_GET_COLLECTIONS_IDS),
});

/**
 * For identity (the collections its invite links embed): the requested collections of the
 * organization that the principal in the call metadata may read, presented as GetCollection
 * presents them to that principal. Unknown, other organizations' and unreadable collections
 * are left out; a principal outside the organization gets nothing (no error). Three queries
 * whatever the number of ids: the rows, and the organization's collection tree with the
 * principal's grants (their own and their teams').
 */
export async function getCollections(
  ctx: ContentContext,
  request: contentV1.GetCollectionsRequest,
  callContext: CallContext,
): Promise<contentV1.GetCollectionsResponse> {
  const principal = getPrincipal(callContext);
  const { organizationId, collectionIds } = parseRequest(ZGetCollectionsRequest, request);
  const viewer = viewerOf(principal, organizationId);
  const ids = [...new Set(collectionIds)];
  if (ids.length === 0 || viewer.orgRole === undefined) return { collections: [] };
  const [rows, tree] = await Promise.all([
    ctx.db.collection.findMany({ where: { id: { in: ids }, organizationId }, select: collectionSelect }),
    loadOrganizationTree(ctx.db, organizationId, subjectsOf(viewer)),
  ]);
  return {
    collections: rows.flatMap((row) => {
      const access = collectionAccess(viewer, tree, row.id);
      return roleAtLeast(access, collectionRules.view) ? [presentCollection(row, access, ctx.urls)] : [];
    }),
  };
}
