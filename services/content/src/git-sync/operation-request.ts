import { contentV1 } from '@quire/proto';
import { failedPrecondition, invalidArgument } from '@quire/shared';
import type { z } from 'zod';
import type { ContentContext } from '../context';
import type { SpaceRow } from '../spaces/queries';
import { gitOperationRequester, type GitOperationRequest } from './commands/git-operation-requester';
import type { GitOperationParams } from './queries';
import { parseHttpUrl, parseRepositoryUrl, redactUrl, repoNameOf } from './repository-url';
import { gitInfoProviderOf, type ZExportToGitRepositoryRequest, type ZImportGitRepositoryRequest } from './schemas';

type ImportInput = z.output<typeof ZImportGitRepositoryRequest>;
type ExportInput = z.output<typeof ZExportToGitRepositoryRequest>;

/**
 * Records an import or an export asked for by `actorId` (handlers have parsed and authorized
 * it) and queues it for the git-worker; the operation's id. Refused with FAILED_PRECONDITION
 * when the operator has set no QUIRE_SECRETS_KEY: the URL would have to be stored in clear.
 */
export async function requestGitOperation(
  ctx: ContentContext,
  space: SpaceRow,
  actorId: string,
  input: ({ kind: 'import' } & ImportInput) | ({ kind: 'export' } & ExportInput),
): Promise<string> {
  if (!ctx.secrets) throw failedPrecondition('url: cannot be stored: the operator has not configured QUIRE_SECRETS_KEY');
  // The schemas checked the URLs; parsing again cannot fail.
  const repository = parseRepositoryUrl(input.url);
  if (!repository) throw invalidArgument('url: must be an http or https URL');

  let gitInfo: GitOperationRequest['gitInfo'] = null;
  if (input.gitInfo && (input.gitInfo.provider !== contentV1.GitSyncProvider.GIT_SYNC_PROVIDER_UNSPECIFIED || input.gitInfo.url !== undefined)) {
    // Both members are optional (GitBook "UpdateSpaceGitInfo"): an absent one stays as it was.
    const provider = input.gitInfo.provider === contentV1.GitSyncProvider.GIT_SYNC_PROVIDER_UNSPECIFIED ? undefined : gitInfoProviderOf(input.gitInfo.provider);
    if (provider === undefined && input.gitInfo.provider !== contentV1.GitSyncProvider.GIT_SYNC_PROVIDER_UNSPECIFIED) {
      throw invalidArgument('gitInfo.provider: must be github or gitlab');
    }
    const treeUrl = input.gitInfo.url === undefined ? undefined : parseHttpUrl(input.gitInfo.url);
    gitInfo = { provider, url: treeUrl && redactUrl(treeUrl), repoName: repoNameOf(parseHttpUrl(input.url) as URL) ?? null };
  }

  const params: GitOperationParams = {
    ...(input.repoCacheId !== undefined && { repoCacheID: input.repoCacheId }),
    ...(input.repoTreeUrl !== undefined && { repoTreeURL: input.repoTreeUrl }),
    ...(input.repoCommitUrl !== undefined && { repoCommitURL: input.repoCommitUrl }),
    ...(input.repoProjectDirectory !== undefined && { repoProjectDirectory: input.repoProjectDirectory }),
    ...(input.kind === 'import' ? { standalone: input.standalone ?? false } : { commitMessage: input.commitMessage }),
  };
  return gitOperationRequester(ctx.db, ctx.secrets, {
    kind: input.kind,
    organizationId: space.organizationId,
    spaceId: space.id,
    actorId,
    url: repository.url,
    redactedUrl: repository.redacted,
    ref: input.ref,
    params,
    timestamp: input.timestamp ?? null,
    force: input.force ?? false,
    gitInfo,
  });
}
