import type { contentV1 } from '@quire/proto';
import { decodeCursor, forwardMetadata, getPrincipal, notFound, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId, ZLimit, ZPage } from '../../lib/validation';
import { locationPresenter } from '../locations';
import { loadLinkView, resolvePageLinks } from '../page-links';
import { budgetedPage, presentStats, presentUsage, statusFilterOf, usageLocations } from '../presenter';

const ZListPageLinksRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId.optional(),
  pageId: ZId,
  page: ZPage,
  limit: ZLimit,
  status: ZEnumValue,
});

const ZPageLinkCursor = z.object({ position: z.number().int().min(0) });

/**
 * The links found in one page (its body, or a link page's target) of the space's main content
 * or of a change request, in document order; `status` filters the items, `stats` counts them
 * all (in a change request, `broken.changeRequest` the ones it broke). Unknown page: NOT_FOUND.
 */
export async function listPageLinks(
  ctx: ContentContext,
  request: contentV1.ListPageLinksRequest,
  callContext: CallContext,
): Promise<contentV1.ListPageLinksResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListPageLinksRequest, request);
  const limit = pageLimit(input.limit);
  const status = statusFilterOf(input.status);
  const after = decodeCursor(input.page, ZPageLinkCursor);
  const { view, changeRequest } = await loadLinkView(ctx, principal, input.spaceId, input.changeRequestId);
  const node = view.graph.pages.get(input.pageId);
  if (!node) throw notFound('Page not found');
  const { links, brokenByChangeRequest } = await resolvePageLinks(ctx, principal, view, changeRequest, [node]);
  const listed = status === undefined ? links : links.filter((link) => link.status === status);
  const rows = listed.filter((link) => after === undefined || link.reference.position > after.position).slice(0, limit + 1);
  const locations = await locationPresenter(ctx, principal.userId, forwardMetadata(callContext), rows.flatMap((link) => usageLocations(link, view)));
  const page = budgetedPage(
    rows,
    limit,
    (link) => usageLocations(link, view).reduce((size, location) => size + locations.sizeOf(location), 0),
    (link) => ({ position: link.reference.position }),
    listed.length,
  );
  return {
    items: page.items.map((link) => presentUsage(link, view, locations)),
    next: page.next,
    count: page.count,
    stats: presentStats(links, brokenByChangeRequest?.size),
  };
}
