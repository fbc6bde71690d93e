import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { authorizeGitInfo } from '../policy';
import { presentGitSyncState } from '../presenter';
import { findSpaceGitSync, hasGitProvider } from '../queries';
import { loadSpace } from '../../spaces/load';

const ZGetSpaceGitInfoRequest = z.object({ spaceId: ZId });

/** GET /spaces/{spaceId}/git/info: GitBook "GitSyncState"; 404 when no Git provider is set up. */
export async function getSpaceGitInfo(
  ctx: ContentContext,
  request: contentV1.GetSpaceGitInfoRequest,
  callContext: CallContext,
): Promise<contentV1.GetSpaceGitInfoResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetSpaceGitInfoRequest, request);
  const { space, access } = await loadSpace(ctx, principal, input.spaceId);
  authorizeGitInfo(access);
  const row = await findSpaceGitSync(ctx.db, space.id);
  if (!row || !hasGitProvider(row)) throw notFound('No Git provider currently set up on the space');
  return { state: presentGitSyncState(row) };
}
