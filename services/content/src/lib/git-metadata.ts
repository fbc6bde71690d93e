import { z } from 'zod';

// GitBook's Git sync metadata as services send it to content (the git-worker's writes and
// reports): checked before it is stored on revisions, pages and files.

/** A Git object id: 40 (SHA-1) or 64 (SHA-256) lower-case hex characters. */
export const ZGitOid = z.string().regex(/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/, 'must be a Git object id (40 or 64 lower-case hex characters)');

/** A path in a Git tree. */
export const ZGitPath = z.string().min(1).max(4096);

/** GitBook "GitSyncBlob". */
export const ZGitSyncBlob = z.object({ oid: ZGitOid, path: ZGitPath }).strict();

/** GitBook "GitSyncCommit". */
export const ZGitSyncCommit = z
  .object({
    oid: ZGitOid,
    message: z.string().max(65_536),
    createdByGitBook: z.boolean(),
    url: z.string().min(1).max(2048).optional(),
    ref: z.string().min(1).max(1024).optional(),
  })
  .strict();

export type GitSyncCommit = z.output<typeof ZGitSyncCommit>;
