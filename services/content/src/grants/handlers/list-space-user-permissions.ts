import type { contentV1 } from '@quire/proto';
import { pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { listUserGrants } from '../operations';

const ZListSpaceUserPermissionsRequest = z.object({ spaceId: ZId, page: ZPage, limit: ZLimit });

/** The users given a role on the space, by id; a guest sees only their own. */
export async function listSpaceUserPermissions(
  ctx: ContentContext,
  request: contentV1.ListSpaceUserPermissionsRequest,
  callContext: CallContext,
): Promise<contentV1.ListSpaceUserPermissionsResponse> {
  const input = parseRequest(ZListSpaceUserPermissionsRequest, request);
  return listUserGrants(ctx, callContext, { kind: 'space', spaceId: input.spaceId }, { page: input.page, limit: pageLimit(input.limit) });
}
