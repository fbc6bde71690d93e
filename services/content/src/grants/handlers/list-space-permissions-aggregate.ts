import type { contentV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, ServerError, Status, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId, ZLimit, ZPage } from '../../lib/validation';
import { loadTarget } from '../operations';
import { grantRules } from '../policy';

const ZListSpacePermissionsAggregateRequest = z.object({ spaceId: ZId, page: ZPage, limit: ZLimit, role: ZEnumValue });

/**
 * Everyone who can access the space. Not built yet: the organization's members (whose role
 * gives them access everywhere) come from identity, which has no keyset listing of members
 * with their roles and teams for another service. The request is checked as the others are,
 * then answered UNIMPLEMENTED (501) with a message that says so (docs/access.md).
 */
export async function listSpacePermissionsAggregate(
  ctx: ContentContext,
  request: contentV1.ListSpacePermissionsAggregateRequest,
  callContext: CallContext,
): Promise<contentV1.ListSpacePermissionsAggregateResponse> {
  const input = parseRequest(ZListSpacePermissionsAggregateRequest, request);
  pageLimit(input.limit);
  const { access } = await loadTarget(ctx, getPrincipal(callContext), { kind: 'space', spaceId: input.spaceId });
  authorize(access, grantRules.list, 'Space');
  throw new ServerError(Status.UNIMPLEMENTED, 'The aggregate of space permissions is not available yet: list the user and team permissions instead');
}
