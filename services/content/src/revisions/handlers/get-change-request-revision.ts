import type { contentV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { mergedFromOf } from '../merged-from';
import { revisionRules } from '../policy';
import { presentRevision } from '../presenter';
import { findRevision } from '../queries';
import { loadContentTarget } from '../../change-requests/load';

const ZGetChangeRequestRevisionRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId,
  metadata: z.boolean().optional(),
  computed: z.boolean().optional(),
});

/** A change request's current revision (`ChangeRequest.revision`). */
export async function getChangeRequestRevision(
  ctx: ContentContext,
  request: contentV1.GetChangeRequestRevisionRequest,
  callContext: CallContext,
): Promise<contentV1.GetChangeRequestRevisionResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetChangeRequestRevisionRequest, request);
  const target = await loadContentTarget(ctx, principal, input.spaceId, input.changeRequestId);
  authorize(target.access, revisionRules.view, 'Space');
  const revision = await findRevision(ctx.db, target.space.id, target.revision.id);
  if (!revision) throw notFound('Revision not found');
  return {
    revision: await presentRevision(ctx, revision, {
      scope: { spaceId: target.space.id, changeRequestNumber: target.changeRequest?.number ?? null },
      metadata: input.metadata,
      computed: input.computed,
      mergedFrom: await mergedFromOf(ctx, target, revision, callContext),
    }),
  };
}
