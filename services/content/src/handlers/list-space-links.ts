import type { contentV1 } from '@quire/proto';
import { getPrincipal, pageLimit, type CallContext } from '@quire/shared';
import type { ContentContext } from '../context';
import { authorize } from '../policies/access';
import { spaceRules } from '../policies/space';
import { linkStatusFromRequest, presentLink } from '../presenters/link';
import { listLinksPage } from '../queries/links';
import { loadSpace } from './load';

/** The references found in a space's content; `status` filters the items, `stats` covers them all. */
export async function listSpaceLinks(
  ctx: ContentContext,
  request: contentV1.ListSpaceLinksRequest,
  context: CallContext,
): Promise<contentV1.ListSpaceLinksResponse> {
  const principal = getPrincipal(context);
  const limit = pageLimit(request.limit);
  const { space, access } = await loadSpace(ctx, principal, request.spaceId);
  authorize(access, spaceRules.view, 'Space');
  const page = await listLinksPage(ctx.db, {
    spaceId: space.id,
    status: linkStatusFromRequest(request.status),
    page: request.page,
    limit,
  });
  return {
    items: page.items.map(presentLink),
    next: page.next,
    count: page.count,
    stats: { total: page.stats.total, broken: { total: page.stats.broken, changeRequest: undefined } },
  };
}
