import { contentV1 } from '@quire/proto';
import { z } from 'zod';
import { ZId } from '../lib/validation';
import { isBranchRef, parseHttpUrl, projectDirectoryOf } from './repository-url';

// Input of the Git sync rpcs, checked again here (the gateway is not the only caller). No
// message repeats a value: a URL may carry credentials.

export const MAX_URL_LENGTH = 2048;
export const MAX_COMMIT_MESSAGE_LENGTH = 10_000;

/** The repository: http(s), credentials allowed. */
export const ZRepositoryUrl = z
  .string()
  .min(1, 'is required')
  .max(MAX_URL_LENGTH, `must be at most ${MAX_URL_LENGTH} characters`)
  .refine((text) => parseHttpUrl(text) !== undefined, 'must be an http or https URL');

/** URLs that end up shown (tree and commit prefixes): http(s) and no credentials. */
export const ZPublicUrl = z
  .string()
  .max(MAX_URL_LENGTH, `must be at most ${MAX_URL_LENGTH} characters`)
  .refine((text) => parseHttpUrl(text) !== undefined, 'must be an http or https URL')
  .refine((text) => {
    const url = parseHttpUrl(text);
    return !url || (url.username === '' && url.password === '');
  }, 'must not contain credentials');

export const ZGitRef = z.string().refine(isBranchRef, 'must be "refs/heads/<branch>" with a valid branch name');

export const ZRepoCacheId = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\u0021-\u007e]+$/, 'must be printable ASCII without spaces');

export const ZProjectDirectory = z
  .string()
  .max(1024)
  .refine((text) => projectDirectoryOf(text) !== undefined, 'must be a relative path inside the repository (no "..", no leading "/")')
  .transform((text) => projectDirectoryOf(text) as string);

export const ZCommitMessage = z.string().min(1, 'must not be empty').max(MAX_COMMIT_MESSAGE_LENGTH);

/** GitBook "UpdateSpaceGitInfo". */
export const ZGitInfo = z.object({
  provider: z.number().int(),
  url: ZRepositoryUrl.optional(),
});

export type GitProviderName = 'github' | 'gitlab';

/** `gitInfo.provider`: github or gitlab (github-legacy is never set through the API); undefined otherwise. */
export function gitInfoProviderOf(value: number): GitProviderName | undefined {
  if (value === contentV1.GitSyncProvider.GIT_SYNC_PROVIDER_GITHUB) return 'github';
  if (value === contentV1.GitSyncProvider.GIT_SYNC_PROVIDER_GITLAB) return 'gitlab';
  return undefined;
}

const ZCommonRequest = {
  spaceId: ZId,
  url: ZRepositoryUrl,
  ref: ZGitRef,
  repoCacheId: ZRepoCacheId.optional(),
  repoTreeUrl: ZPublicUrl.optional(),
  repoCommitUrl: ZPublicUrl.optional(),
  repoProjectDirectory: ZProjectDirectory.optional(),
  timestamp: z.date().optional(),
  force: z.boolean().optional(),
  gitInfo: ZGitInfo.optional(),
};

export const ZImportGitRepositoryRequest = z.object({ ...ZCommonRequest, standalone: z.boolean().optional() });
export const ZExportToGitRepositoryRequest = z.object({ ...ZCommonRequest, commitMessage: ZCommitMessage });
