import type { contentV1 } from '@quire/proto';
import { parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { presentSpaceTree } from '../presenter';
import { findLiveSpaces } from '../queries';
import { MAX_SPACES, ZReaderIds } from '../schemas';
import { loadTrees } from '../trees';

const ZGetSpaceTreesRequest = z.object({ organizationId: ZId, spaceIds: ZReaderIds(MAX_SPACES) });

/**
 * Trees answered together at most this many bytes of pages (the first always is), under the
 * 32 MiB gRPC message limit with room for the rest of each SpaceTree.
 */
export const MAX_TREES_BYTES = 24 * 1024 * 1024;

/**
 * The current revision of each live space of the organization among the ids, with its page
 * tree. Whatever the number of spaces: one statement for the spaces, and for trees not kept
 * yet one for their revisions, one for their chunks, one for their bodies' front matter (and
 * one for files when a cover names one). Unknown, trashed and other organizations' spaces are
 * absent. Takes no principal.
 */
export async function getSpaceTrees(ctx: ContentContext, request: contentV1.GetSpaceTreesRequest): Promise<contentV1.GetSpaceTreesResponse> {
  const { organizationId, spaceIds } = parseRequest(ZGetSpaceTreesRequest, request);
  const spaces = await findLiveSpaces(ctx.pool, organizationId, [...new Set(spaceIds)]);
  const trees = await loadTrees(
    ctx,
    spaces.map((space) => space.revisionId),
  );
  // In the order asked, so that the spaces left out are the last ones.
  const order = new Map(spaceIds.map((id, index) => [id, index] as const).reverse());
  spaces.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const response: contentV1.GetSpaceTreesResponse = { spaces: [], omittedSpaceIds: [] };
  let bytes = 0;
  for (const space of spaces) {
    const tree = trees.get(space.revisionId);
    // A revision is never deleted while its space lives; a space purged meanwhile is simply absent.
    if (!tree) continue;
    if (response.spaces.length > 0 && bytes + tree.encodedPages.length > MAX_TREES_BYTES) {
      response.omittedSpaceIds.push(space.id);
      continue;
    }
    bytes += tree.encodedPages.length;
    response.spaces.push(presentSpaceTree(space, tree));
  }
  return response;
}
