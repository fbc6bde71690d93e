import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, parseRequest, type CallContext, type JsonObject } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { validateDocument } from '../../lib/document-validation';
import { ZChangeRequestSubject, ZEnumValue, ZId, ZJsonObject } from '../../lib/validation';
import { changeRequestPatcher } from '../commands/change-request-patcher';
import { changeRequestRules } from '../policy';
import { presentOneChangeRequest } from '../presenter';
import { statusFromRequest } from '../status';
import { loadChangeRequest } from '../load';

const ZUpdateChangeRequestRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId,
  subject: ZChangeRequestSubject.optional(),
  description: ZJsonObject.optional(),
  status: ZEnumValue,
  // google.protobuf.Value: a string links, null unlinks, absent keeps.
  conversationsIssuesCluster: z.union([ZId, z.null()]).optional(),
});

/**
 * Changes a change request's subject, description (a GitBook JSONDocument, checked against the
 * contract's block model since it is echoed back) or status. Needs `edit` on the space. Status
 * moves: draft <-> open, draft/open -> archived, archived -> open; a merged change request
 * takes no change, and `merged` cannot be set (both 400).
 */
export async function updateChangeRequest(
  ctx: ContentContext,
  request: contentV1.UpdateChangeRequestRequest,
  callContext: CallContext,
): Promise<contentV1.UpdateChangeRequestResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZUpdateChangeRequestRequest, request);
  const status = statusFromRequest(input.status);
  if (input.description !== undefined) validateDocument('description', input.description);
  const { space, access, changeRequest } = await loadChangeRequest(ctx, principal, input.spaceId, input.changeRequestId);
  authorize(access, changeRequestRules.edit, 'Space');

  const updated = await changeRequestPatcher(ctx.db, {
    changeRequestId: changeRequest.id,
    changes: {
      subject: input.subject,
      description: input.description as JsonObject | undefined,
      status,
      conversationsIssuesCluster: input.conversationsIssuesCluster,
    },
    actorId: principal.userId,
  });
  return { changeRequest: await presentOneChangeRequest(ctx, updated, space.revisionId, forwardMetadata(callContext)) };
}
