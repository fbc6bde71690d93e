import type { contentV1 } from '@quire/proto';
import { getPrincipal, type CallContext } from '@quire/shared';
import type { ContentContext } from '../context';
import { authorize } from '../policies/access';
import { collectionRules } from '../policies/collection';
import { presentCollection } from '../presenters/collection';
import { loadCollection } from './load';

export async function getCollection(
  ctx: ContentContext,
  request: contentV1.GetCollectionRequest,
  context: CallContext,
): Promise<contentV1.GetCollectionResponse> {
  const principal = getPrincipal(context);
  const { collection, access } = await loadCollection(ctx, principal, request.collectionId);
  authorize(access, collectionRules.view, 'Collection');
  return { collection: presentCollection(collection, access, ctx.urls) };
}
