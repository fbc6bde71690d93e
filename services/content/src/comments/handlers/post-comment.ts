import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId } from '../../lib/validation';
import { commentPoster } from '../commands/comment-poster';
import { authorizeParticipate } from '../policy';
import { commentViewer, presentComments } from '../presenter';
import { loadCommentScope, scopeRefOf } from '../queries';
import { formatOf, markdownOfBody, ZCommentBody, ZTableCell, ZTargetKey } from '../schemas';

const ZPostCommentRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId.optional(),
  body: ZCommentBody.optional(),
  page: ZId.optional(),
  node: ZTargetKey.optional(),
  tableCell: ZTableCell.optional(),
  format: ZEnumValue,
});

/**
 * Posts an open comment on the space's current revision, or on a change request's; on a page,
 * and a node or table cell of it, when given. Needs the `comment` level. Presented without
 * counting (a new comment has no replies or reactions).
 */
export async function postComment(ctx: ContentContext, request: contentV1.PostCommentRequest, callContext: CallContext): Promise<contentV1.PostCommentResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZPostCommentRequest, request);
  const format = formatOf(input.format);
  const markdown = markdownOfBody(input.body);
  if (input.page === undefined && (input.node !== undefined || input.tableCell !== undefined)) {
    throw invalidArgument('page: required with node or tableCell (they are inside a page)');
  }
  const scope = await loadCommentScope(ctx, principal, input.spaceId, input.changeRequestId);
  authorizeParticipate(scope.access);

  const row = await commentPoster(ctx.db, {
    scope: scopeRefOf(scope),
    organizationId: scope.space.organizationId,
    markdown,
    pageId: input.page,
    nodeId: input.node,
    tableCell: input.tableCell,
    actorId: principal.userId,
  });
  const [comment] = await presentComments(ctx, [row], commentViewer(scope, principal.userId, format), forwardMetadata(callContext), { fresh: true });
  return { comment };
}
