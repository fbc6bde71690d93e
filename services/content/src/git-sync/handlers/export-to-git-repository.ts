import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
import { requestGitOperation } from '../operation-request';
import { authorizeGitSync } from '../policy';
import { ZExportToGitRepositoryRequest } from '../schemas';
import { loadSpace } from '../../spaces/load';

/**
 * POST /spaces/{spaceId}/git/export: 204 once the export is recorded and queued; the
 * git-worker pushes the space's content as it is when it runs.
 */
export async function exportToGitRepository(
  ctx: ContentContext,
  request: contentV1.ExportToGitRepositoryRequest,
  callContext: CallContext,
): Promise<Record<string, never>> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZExportToGitRepositoryRequest, request);
  const { space, access } = await loadSpace(ctx, principal, input.spaceId);
  authorizeGitSync(access, space);
  await requestGitOperation(ctx, space, principal.userId, { kind: 'export', ...input });
  return {};
}
