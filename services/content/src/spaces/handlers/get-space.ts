import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { loadPresentedSpace } from '../load';
import { spaceRules } from '../policy';
import { presentSpace } from '../presenter';
import { NO_COUNTS } from '../queries';

const ZGetSpaceRequest = z.object({ spaceId: ZId, shareKey: z.string().max(512).optional() });

/**
 * A live space. Spaces in the trash answer NOT_FOUND (the contract has no option to read
 * them); `shareKey` only matters for published URLs, which sites own.
 * The space, its counts and what decides access come from one statement (spaces/load.ts).
 */
export async function getSpace(
  ctx: ContentContext,
  request: contentV1.GetSpaceRequest,
  callContext: CallContext,
): Promise<contentV1.GetSpaceResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetSpaceRequest, request);
  const { space, access, counts, gitSync } = await loadPresentedSpace(ctx, principal, input.spaceId);
  authorize(access, spaceRules.view, 'Space');
  return { space: presentSpace(space, access, counts ?? NO_COUNTS, ctx.urls, gitSync) };
}
