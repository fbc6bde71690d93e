import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId } from '../../lib/validation';
import { commentViewer, presentComments } from '../presenter';
import { findComment, loadCommentScope, scopeRefOf } from '../queries';
import { formatOf } from '../schemas';

const ZGetCommentRequest = z.object({ spaceId: ZId, changeRequestId: ZId.optional(), commentId: ZId, format: ZEnumValue });

/** One comment of the space's main content or of a change request; NOT_FOUND for a comment of another scope. */
export async function getComment(ctx: ContentContext, request: contentV1.GetCommentRequest, callContext: CallContext): Promise<contentV1.GetCommentResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZGetCommentRequest, request);
  const format = formatOf(input.format);
  const scope = await loadCommentScope(ctx, principal, input.spaceId, input.changeRequestId);
  const row = await findComment(ctx.db, scopeRefOf(scope), input.commentId);
  if (!row) throw notFound('Comment not found');
  const [comment] = await presentComments(ctx, [row], commentViewer(scope, principal.userId, format), forwardMetadata(callContext));
  return { comment };
}
