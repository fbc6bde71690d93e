import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { collectionRules } from '../policy';
import { presentCollection } from '../presenter';
import { loadCollection } from '../load';

const ZGetCollectionRequest = z.object({ collectionId: ZId });

export async function getCollection(
  ctx: ContentContext,
  request: contentV1.GetCollectionRequest,
  callContext: CallContext,
): Promise<contentV1.GetCollectionResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetCollectionRequest, request);
  const { collection, access } = await loadCollection(ctx, principal, input.collectionId);
  authorize(access, collectionRules.view, 'Collection');
  return { collection: presentCollection(collection, access, ctx.urls) };
}
