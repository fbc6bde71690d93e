import type { contentV1 } from '@quire/proto';
import { pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { listTeamGrants } from '../operations';

const ZListSpaceTeamPermissionsRequest = z.object({ spaceId: ZId, page: ZPage, limit: ZLimit });

/** The teams given a role on the space, by id; a guest sees only their own. */
export async function listSpaceTeamPermissions(
  ctx: ContentContext,
  request: contentV1.ListSpaceTeamPermissionsRequest,
  callContext: CallContext,
): Promise<contentV1.ListSpaceTeamPermissionsResponse> {
  const input = parseRequest(ZListSpaceTeamPermissionsRequest, request);
  return listTeamGrants(ctx, callContext, { kind: 'space', spaceId: input.spaceId }, { page: input.page, limit: pageLimit(input.limit) });
}
