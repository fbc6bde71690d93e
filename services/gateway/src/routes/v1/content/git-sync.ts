import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam } from '../schemas';

/** quire.content.v1.GitSyncService (proto/quire/content/v1/git_sync.proto). */

const spaceParams = z.object({ spaceId: idParam });

const isHttpUrl = (text: string): boolean => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const hasCredentials = (text: string): boolean => {
  try {
    const url = new URL(text);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
};

// The messages never repeat a value: a repository URL may carry credentials. Content checks
// the same rules again, and the finer ones (Git's branch-name rules).
const ZRepositoryUrl = z.string().min(1).max(2048).refine(isHttpUrl, 'must be an http or https URL');
const ZPublicUrl = z
  .string()
  .max(2048)
  .refine(isHttpUrl, 'must be an http or https URL')
  .refine((text) => !hasCredentials(text), 'must not contain credentials');
const ZGitRef = z.string().max(255).regex(/^refs\/heads\/[^\s~^:?*[\\]+$/, 'must be "refs/heads/<branch>" with a valid branch name');
const ZProjectDirectory = z
  .string()
  .max(1024)
  .refine((text) => !text.startsWith('/') && !text.split('/').some((segment) => segment === '..' || segment === '.'), 'must be a relative path inside the repository (no "..", no leading "/")');

/** GitBook "UpdateSpaceGitInfo". */
const ZUpdateSpaceGitInfo = z.object({ provider: z.enum(['github', 'gitlab']).optional(), url: ZRepositoryUrl.optional() });

const ZGitOperationBody = {
  url: ZRepositoryUrl,
  ref: ZGitRef,
  repoCacheID: z.string().min(1).max(255).optional(),
  repoTreeURL: ZPublicUrl.optional(),
  repoCommitURL: ZPublicUrl.optional(),
  repoProjectDirectory: ZProjectDirectory.optional(),
  timestamp: z.iso.datetime({ offset: true }).max(64).optional(),
  force: z.boolean().optional(),
  gitInfo: ZUpdateSpaceGitInfo.optional(),
};

export const gitSyncRoutes = defineRoutes([
  {
    operationId: 'importGitRepository',
    method: 'post',
    path: '/spaces/:spaceId/git/import',
    rpc: 'quire.content.v1.GitSyncService/ImportGitRepository',
    params: spaceParams,
    body: z.object({ ...ZGitOperationBody, standalone: z.boolean().optional() }),
    status: 204,
    summary: 'Import a Git repository into the space (queued; the git-worker runs it)',
  },
  {
    operationId: 'exportToGitRepository',
    method: 'post',
    path: '/spaces/:spaceId/git/export',
    rpc: 'quire.content.v1.GitSyncService/ExportToGitRepository',
    params: spaceParams,
    body: z.object({ ...ZGitOperationBody, commitMessage: z.string().min(1).max(10_000) }),
    status: 204,
    summary: 'Export the space to a Git repository (queued; the git-worker runs it)',
  },
  {
    operationId: 'getSpaceGitInfo',
    method: 'get',
    path: '/spaces/:spaceId/git/info',
    rpc: 'quire.content.v1.GitSyncService/GetSpaceGitInfo',
    params: spaceParams,
    responseField: 'state',
    status: 200,
    summary: 'Get the Git sync provider set up on the space (404 when there is none)',
  },
  {
    operationId: 'deleteLegacyGitInstallation',
    method: 'delete',
    path: '/spaces/:spaceId/git/legacy-installation',
    rpc: 'quire.content.v1.GitSyncService/DeleteLegacyGitInstallation',
    params: spaceParams,
    status: 204,
    summary: 'Remove the legacy Git sync installation of the space (204 whether or not there was one)',
  },
]);
