import type { contentV1 } from '@quire/proto';
import { getPrincipal, type CallContext } from '@quire/shared';
import type { ContentContext } from '../context';
import { authorize } from '../policies/access';
import { spaceRules } from '../policies/space';
import { loadSpace, presentOneSpace } from './load';

/**
 * A live space. Spaces in the trash answer NOT_FOUND (the contract has no option to read
 * them); `shareKey` only matters for published URLs, which sites own.
 */
export async function getSpace(
  ctx: ContentContext,
  request: contentV1.GetSpaceRequest,
  context: CallContext,
): Promise<contentV1.GetSpaceResponse> {
  const principal = getPrincipal(context);
  const { space, access } = await loadSpace(ctx, principal, request.spaceId);
  authorize(access, spaceRules.view, 'Space');
  return { space: await presentOneSpace(ctx, space, access) };
}
