import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { presentOneChangeRequest } from '../presenter';
import { loadChangeRequest } from '../load';

const ZGetChangeRequestRequest = z.object({ spaceId: ZId, changeRequestId: ZId });

/** A change request of a live space, by id or by its number in the space; anyone who reads the space reads it. */
export async function getChangeRequest(
  ctx: ContentContext,
  request: contentV1.GetChangeRequestRequest,
  callContext: CallContext,
): Promise<contentV1.GetChangeRequestResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetChangeRequestRequest, request);
  const { space, changeRequest } = await loadChangeRequest(ctx, principal, input.spaceId, input.changeRequestId);
  return { changeRequest: await presentOneChangeRequest(ctx, changeRequest, space.revisionId, forwardMetadata(callContext)) };
}
