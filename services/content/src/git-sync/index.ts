import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { completeGitOperation } from './handlers/complete-git-operation';
import { deleteLegacyGitInstallation } from './handlers/delete-legacy-git-installation';
import { exportToGitRepository } from './handlers/export-to-git-repository';
import { getGitOperation } from './handlers/get-git-operation';
import { getSpaceGitInfo } from './handlers/get-space-git-info';
import { importGitRepository } from './handlers/import-git-repository';

/** GitSyncService (proto/quire/content/v1/git_sync.proto): the Git sync routes. */
export function gitSyncService(ctx: ContentContext): contentV1.GitSyncServiceImplementation {
  return {
    importGitRepository: (request, callContext) => importGitRepository(ctx, request, callContext),
    exportToGitRepository: (request, callContext) => exportToGitRepository(ctx, request, callContext),
    getSpaceGitInfo: (request, callContext) => getSpaceGitInfo(ctx, request, callContext),
    deleteLegacyGitInstallation: (request, callContext) => deleteLegacyGitInstallation(ctx, request, callContext),
  };
}

/** GitSyncInternalService: for the git-worker, no principal (docs/outside-sources.md). */
export function gitSyncInternalService(ctx: ContentContext): contentV1.GitSyncInternalServiceImplementation {
  return {
    getGitOperation: (request) => getGitOperation(ctx, request),
    completeGitOperation: (request) => completeGitOperation(ctx, request),
  };
}
