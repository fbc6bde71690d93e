import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import { loadChangeRequest } from '../../change-requests/load';
import { baseOf } from '../../change-requests/queries';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { loadStoredRevision } from '../../revision-store/store';
import { semanticChangesBetween } from '../compute';
import { semanticChangeRules } from '../policy';
import { ZChangesLimit } from '../schemas';

const ZGetChangeRequestChangesRequest = z.object({ spaceId: ZId, changeRequestId: ZId, limit: ZChangesLimit });

/**
 * What a change request changes against its base: the main revision it was opened from, or
 * last updated from main. When main has not moved since, these are exactly the changes a merge
 * applies (the merge plan reads the same delta, change-requests/commands/merge-plan.ts).
 */
export async function getChangeRequestChanges(
  ctx: ContentContext,
  request: contentV1.GetChangeRequestChangesRequest,
  callContext: CallContext,
): Promise<contentV1.GetChangeRequestChangesResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetChangeRequestChangesRequest, request);
  const loaded = await loadChangeRequest(ctx, principal, input.spaceId, input.changeRequestId);
  authorize(loaded.access, semanticChangeRules.view, 'Space');
  const [base, revision] = await Promise.all([
    loadStoredRevision(ctx.db, baseOf(loaded.changeRequest)),
    loadStoredRevision(ctx.db, loaded.changeRequest.revisionId),
  ]);
  return { changes: await semanticChangesBetween(ctx, { before: base, after: revision, limit: input.limit }) };
}
