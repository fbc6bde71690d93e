import type { contentV1 } from '@quire/proto';
import { invalidArgument, pageLimit, parseRequest, requestedMemberRole, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId, ZLimit, ZPage } from '../../lib/validation';
import { listPermissionsAggregate } from '../aggregate';

const ZListCollectionPermissionsAggregateRequest = z.object({ collectionId: ZId, page: ZPage, limit: ZLimit, role: ZEnumValue });

/** Everyone who can access the collection and their level; `role` keeps those with exactly that level. */
export async function listCollectionPermissionsAggregate(
  ctx: ContentContext,
  request: contentV1.ListCollectionPermissionsAggregateRequest,
  callContext: CallContext,
): Promise<contentV1.ListCollectionPermissionsAggregateResponse> {
  const input = parseRequest(ZListCollectionPermissionsAggregateRequest, request);
  const role = requestedMemberRole(input.role);
  if (role === null) throw invalidArgument('role: must be a role');
  return listPermissionsAggregate(ctx, callContext, { kind: 'collection', collectionId: input.collectionId }, { page: input.page, limit: pageLimit(input.limit), role });
}
