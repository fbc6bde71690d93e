import { contentV1 } from '@quire/proto';
import { invalidArgument, parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZGitOid, ZGitPath } from '../../lib/git-metadata';
import { ZEnumValue, ZId } from '../../lib/validation';
import { gitOperationCompleter, type GitOperationCompletion } from '../commands/git-operation-completer';
import { presentGitOperation } from '../presenter';

/** Pages and files of one export: a whole space. */
const MAX_EXPORTED_ENTRIES = 100_000;

const ZGitBlobRecord = z.object({ id: ZId, oid: ZGitOid, path: ZGitPath });

const ZCompleteGitOperationRequest = z.object({
  id: ZId,
  organizationId: ZId,
  outcome: ZEnumValue,
  commitOid: z.union([z.literal(''), ZGitOid]),
  revisionId: z.union([z.literal(''), ZId]),
  errorCode: z.union([z.literal(''), z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be a short code (letters, digits, "_", ".", "-")')]),
  errorMessage: z.string().max(4000),
  pages: z.array(ZGitBlobRecord).max(MAX_EXPORTED_ENTRIES),
  files: z.array(ZGitBlobRecord).max(MAX_EXPORTED_ENTRIES),
});

const OUTCOMES: Partial<Record<contentV1.GitOperationOutcome, GitOperationCompletion['outcome']>> = {
  [contentV1.GitOperationOutcome.GIT_OPERATION_OUTCOME_SUCCEEDED]: 'succeeded',
  [contentV1.GitOperationOutcome.GIT_OPERATION_OUTCOME_FAILED]: 'failed',
  [contentV1.GitOperationOutcome.GIT_OPERATION_OUTCOME_SKIPPED]: 'skipped',
};

/** CompleteGitOperation (git-worker): how an operation ended (see gitOperationCompleter). */
export async function completeGitOperation(
  ctx: ContentContext,
  request: contentV1.CompleteGitOperationRequest,
): Promise<contentV1.CompleteGitOperationResponse> {
  const input = parseRequest(ZCompleteGitOperationRequest, request);
  const outcome = OUTCOMES[input.outcome as contentV1.GitOperationOutcome];
  if (!outcome) throw invalidArgument('outcome: must be SUCCEEDED, FAILED or SKIPPED');
  const succeeded = outcome === 'succeeded';
  if (succeeded && input.commitOid === '') throw invalidArgument('commitOid: required for a success');
  if (succeeded && input.revisionId === '') throw invalidArgument('revisionId: required for a success');
  if (!succeeded && (input.commitOid !== '' || input.revisionId !== '')) throw invalidArgument('commitOid, revisionId: only for a success');
  if (succeeded && (input.errorCode !== '' || input.errorMessage !== '')) throw invalidArgument('errorCode, errorMessage: only for a failure or a skip');
  if (!succeeded && (input.pages.length > 0 || input.files.length > 0)) throw invalidArgument('pages, files: only for a succeeded export');

  const completed = await gitOperationCompleter(ctx.db, ctx.secrets, {
    id: input.id,
    organizationId: input.organizationId,
    outcome,
    commitOid: input.commitOid || null,
    revisionId: input.revisionId || null,
    errorCode: succeeded ? null : input.errorCode || outcome.toUpperCase(),
    errorMessage: input.errorMessage || null,
    pages: input.pages,
    files: input.files,
  });
  // The worker has the URL already (GetGitOperation): the answer does not repeat it.
  return {
    operation: presentGitOperation(completed.operation, '', false),
    stateUpdated: completed.stateUpdated,
    gitRevisionId: completed.gitRevisionId ?? '',
  };
}
