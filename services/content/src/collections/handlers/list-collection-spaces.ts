import type { contentV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { presentSpaces } from '../../spaces/presenter';
import { listSpacesPage } from '../../spaces/queries';
import { collectionRules } from '../policy';
import { loadCollection } from '../load';
import { spaceAccessOf } from '../../spaces/load';

const ZListCollectionSpacesRequest = z.object({ collectionId: ZId, page: ZPage, limit: ZLimit });

/** The live spaces directly inside a collection, in sibling order. */
export async function listCollectionSpaces(
  ctx: ContentContext,
  request: contentV1.ListCollectionSpacesRequest,
  callContext: CallContext,
): Promise<contentV1.ListCollectionSpacesResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListCollectionSpacesRequest, request);
  const limit = pageLimit(input.limit);
  const { collection, access, viewer, tree } = await loadCollection(ctx, principal, input.collectionId);
  authorize(access, collectionRules.view, 'Collection');

  const page = await listSpacesPage(ctx.db, {
    where: { organizationId: collection.organizationId, parentId: collection.id },
    order: { by: 'position' },
    page: input.page,
    limit,
  });
  // Every space here has the same collection chain, already in `tree`.
  const items = await presentSpaces(ctx, page.items, (space) => spaceAccessOf(viewer, tree, space));
  return { items, next: page.next, count: page.count };
}
