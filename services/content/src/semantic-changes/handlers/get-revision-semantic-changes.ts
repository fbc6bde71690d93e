import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { loadStoredRevision } from '../../revision-store/store';
import { mergedFromOf } from '../../revisions/merged-from';
import { findRevision } from '../../revisions/queries';
import { loadSpace } from '../../spaces/load';
import { semanticChangesBetween } from '../compute';
import { semanticChangeRules } from '../policy';
import { ZChangesLimit } from '../schemas';

const ZGetRevisionSemanticChangesRequest = z.object({
  spaceId: ZId,
  revisionId: ZId,
  metadata: z.boolean().optional(),
  computed: z.boolean().optional(),
  limit: ZChangesLimit,
});

/**
 * What a revision changed against its parent (its first parent: for a merge, the main revision
 * it was merged into, so the changes are what the merge applied, and `mergedFrom` names the
 * change request). `metadata` and `computed` change nothing: no change carries Git metadata and
 * Quire has no computed content.
 */
export async function getRevisionSemanticChanges(
  ctx: ContentContext,
  request: contentV1.GetRevisionSemanticChangesRequest,
  callContext: CallContext,
): Promise<contentV1.GetRevisionSemanticChangesResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetRevisionSemanticChangesRequest, request);
  const loaded = await loadSpace(ctx, principal, input.spaceId);
  authorize(loaded.access, semanticChangeRules.view, 'Space');
  const revision = await findRevision(ctx.db, loaded.space.id, input.revisionId);
  if (!revision) throw notFound('Revision not found');
  const parent = revision.parentId ? await loadStoredRevision(ctx.db, revision.parentId) : null;
  const [changes, mergedFrom] = await Promise.all([
    semanticChangesBetween(ctx, { before: parent, after: revision, limit: input.limit }),
    mergedFromOf(ctx, loaded, revision, callContext),
  ]);
  return { changes: { ...changes, mergedFrom } };
}
