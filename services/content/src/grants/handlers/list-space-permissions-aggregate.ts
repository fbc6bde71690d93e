import type { contentV1 } from '@quire/proto';
import { invalidArgument, pageLimit, parseRequest, requestedMemberRole, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId, ZLimit, ZPage } from '../../lib/validation';
import { listPermissionsAggregate } from '../aggregate';

const ZListSpacePermissionsAggregateRequest = z.object({ spaceId: ZId, page: ZPage, limit: ZLimit, role: ZEnumValue });

/** Everyone who can access the space and their level; `role` keeps those with exactly that level. */
export async function listSpacePermissionsAggregate(
  ctx: ContentContext,
  request: contentV1.ListSpacePermissionsAggregateRequest,
  callContext: CallContext,
): Promise<contentV1.ListSpacePermissionsAggregateResponse> {
  const input = parseRequest(ZListSpacePermissionsAggregateRequest, request);
  const role = requestedMemberRole(input.role);
  if (role === null) throw invalidArgument('role: must be a role');
  return listPermissionsAggregate(ctx, callContext, { kind: 'space', spaceId: input.spaceId }, { page: input.page, limit: pageLimit(input.limit), role });
}
