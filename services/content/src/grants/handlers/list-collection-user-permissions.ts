import type { contentV1 } from '@quire/proto';
import { pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { listUserGrants } from '../operations';

const ZListCollectionUserPermissionsRequest = z.object({ collectionId: ZId, page: ZPage, limit: ZLimit });

/** The users given a role on the collection, by id; a guest sees only their own. */
export async function listCollectionUserPermissions(
  ctx: ContentContext,
  request: contentV1.ListCollectionUserPermissionsRequest,
  callContext: CallContext,
): Promise<contentV1.ListCollectionUserPermissionsResponse> {
  const input = parseRequest(ZListCollectionUserPermissionsRequest, request);
  return listUserGrants(ctx, callContext, { kind: 'collection', collectionId: input.collectionId }, { page: input.page, limit: pageLimit(input.limit) });
}
