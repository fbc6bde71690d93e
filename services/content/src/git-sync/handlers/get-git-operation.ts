import type { contentV1 } from '@quire/proto';
import { failedPrecondition, notFound, parseRequest, SecretBoxError } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { sealedUrlContext } from '../commands/git-operation-requester';
import { presentGitOperation } from '../presenter';
import { findGitOperation, findSpaceGitSync, isSuperseded } from '../queries';

const ZGetGitOperationRequest = z.object({ id: ZId, organizationId: ZId });

/**
 * GetGitOperation (git-worker): an operation with its URL opened, and whether the space already
 * applied a later one (`superseded`). The URL is in this answer only: never logged, never in
 * an error.
 */
export async function getGitOperation(ctx: ContentContext, request: contentV1.GetGitOperationRequest): Promise<contentV1.GetGitOperationResponse> {
  const input = parseRequest(ZGetGitOperationRequest, request);
  const operation = await findGitOperation(ctx.db, input.organizationId, input.id);
  if (!operation) throw notFound('Git operation not found');
  if (!ctx.secrets) throw failedPrecondition('The repository URL cannot be opened: the operator has not configured QUIRE_SECRETS_KEY');
  let url: string;
  try {
    url = ctx.secrets.open(operation.sealedUrl, sealedUrlContext(operation.id)).toString('utf8');
  } catch (error) {
    // SecretBoxError messages name the cause (another key, damaged bytes), never the value.
    if (error instanceof SecretBoxError) throw failedPrecondition(`The repository URL cannot be opened: ${error.message}`);
    throw error;
  }
  const sync = await findSpaceGitSync(ctx.db, operation.spaceId);
  return { operation: presentGitOperation(operation, url, isSuperseded(operation, sync?.lastTimestamp ?? null)) };
}
