import type { contentV1 } from '@quire/proto';
import { getPrincipal, invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { presentReusableContent } from '../presenter';
import { findReusableContent, loadReadableRevision } from '../queries';

const ZGetReusableContentRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId.optional(),
  revisionId: ZId.optional(),
  reusableContentId: ZId,
  metadata: z.boolean().optional(),
  computed: z.boolean().optional(),
});

/** One reusable content of the space's main content, a change request or a revision. */
export async function getReusableContent(
  ctx: ContentContext,
  request: contentV1.GetReusableContentRequest,
  callContext: CallContext,
): Promise<contentV1.GetReusableContentResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetReusableContentRequest, request);
  if (input.changeRequestId !== undefined && input.revisionId !== undefined) throw invalidArgument('changeRequestId, revisionId: give at most one');
  const revision = await loadReadableRevision(ctx, principal, input);
  return { reusableContent: presentReusableContent(findReusableContent(revision, input.reusableContentId), { metadata: input.metadata }) };
}
