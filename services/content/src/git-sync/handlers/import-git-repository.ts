import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
import { requestGitOperation } from '../operation-request';
import { authorizeGitSync } from '../policy';
import { ZImportGitRepositoryRequest } from '../schemas';
import { loadSpace } from '../../spaces/load';

/**
 * POST /spaces/{spaceId}/git/import: 204 once the import is recorded and queued; the
 * git-worker runs it (docs/outside-sources.md).
 */
export async function importGitRepository(
  ctx: ContentContext,
  request: contentV1.ImportGitRepositoryRequest,
  callContext: CallContext,
): Promise<Record<string, never>> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZImportGitRepositoryRequest, request);
  const { space, access } = await loadSpace(ctx, principal, input.spaceId);
  authorizeGitSync(access, space);
  await requestGitOperation(ctx, space, principal.userId, { kind: 'import', ...input });
  return {};
}
