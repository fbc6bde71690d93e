import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { viewerOf } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { listCommenterIdsPage, loadCommentScope, scopeRefOf } from '../queries';

const ZListCommentersRequest = z.object({ spaceId: ZId, changeRequestId: ZId.optional(), page: ZPage, limit: ZLimit });

/**
 * The organization members who posted a comment or a reply in a space's main content, or in one
 * of its change requests: a keyset page by user id, as GitBook "OrganizationMember"s from
 * identity (one GetMembers call per page). Anyone who reads the space lists them; a guest of the
 * organization sees only themselves, as identity shows guests no other member. Someone who
 * commented and has since left the organization is not a member any more and is left out, so a
 * page may hold fewer than `limit` items while `next` says more follow. No `count`: it would
 * need every commenter's membership.
 */
export async function listCommenters(
  ctx: ContentContext,
  request: contentV1.ListCommentersRequest,
  callContext: CallContext,
): Promise<contentV1.ListCommentersResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListCommentersRequest, request);
  const limit = pageLimit(input.limit);
  const scope = await loadCommentScope(ctx, principal, input.spaceId, input.changeRequestId);
  const organizationId = scope.space.organizationId;
  const guest = viewerOf(principal, organizationId).orgRole === null;
  const page = await listCommenterIdsPage(ctx.db, {
    scope: scopeRefOf(scope),
    page: input.page,
    limit,
    onlyUserId: guest ? principal.userId : undefined,
  });
  const members = await ctx.identity.members(organizationId, page.userIds, forwardMetadata(callContext));
  return { items: page.userIds.flatMap((userId) => members.get(userId) ?? []), next: page.next };
}
