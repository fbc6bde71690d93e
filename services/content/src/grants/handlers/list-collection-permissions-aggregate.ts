import type { contentV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, ServerError, Status, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId, ZLimit, ZPage } from '../../lib/validation';
import { loadTarget } from '../operations';
import { grantRules } from '../policy';

const ZListCollectionPermissionsAggregateRequest = z.object({ collectionId: ZId, page: ZPage, limit: ZLimit, role: ZEnumValue });

/**
 * Everyone who can access the collection. Not built yet: the organization's members (whose role
 * gives them access everywhere) come from identity, which has no keyset listing of members
 * with their roles and teams for another service. The request is checked as the others are,
 * then answered UNIMPLEMENTED (501) with a message that says so (docs/access.md).
 */
export async function listCollectionPermissionsAggregate(
  ctx: ContentContext,
  request: contentV1.ListCollectionPermissionsAggregateRequest,
  callContext: CallContext,
): Promise<contentV1.ListCollectionPermissionsAggregateResponse> {
  const input = parseRequest(ZListCollectionPermissionsAggregateRequest, request);
  pageLimit(input.limit);
  const { access } = await loadTarget(ctx, getPrincipal(callContext), { kind: 'collection', collectionId: input.collectionId });
  authorize(access, grantRules.list, 'Collection');
  throw new ServerError(Status.UNIMPLEMENTED, 'The aggregate of collection permissions is not available yet: list the user and team permissions instead');
}
