import { contentV1 } from '@quire/proto';
import { decodeCursor, forwardMetadata, getPrincipal, invalidArgument, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId, ZLimit, ZPage } from '../../lib/validation';
import { locationPresenter } from '../locations';
import { loadLinkView, resolvePageLinks } from '../page-links';
import { budgetedPage, presentStats, presentUsage, statusFilterOf, usageLocations } from '../presenter';
import { keyOf, type ResolvedLink } from '../resolve';

const ZListLinksRequest = z.object({
  spaceId: ZId,
  changeRequestId: ZId.optional(),
  page: ZPage,
  limit: ZLimit,
  status: ZEnumValue,
  brokenContext: ZEnumValue,
});

const ZLinkCursor = z.object({ page: z.string().max(64), position: z.number().int().min(0) });

const { BrokenLinksContext } = contentV1;

/** Whether `brokenContext` keeps only the broken links a change request broke. */
function onlyBrokenByChangeRequest(value: number, inChangeRequest: boolean): boolean {
  switch (value) {
    case BrokenLinksContext.BROKEN_LINKS_CONTEXT_UNSPECIFIED:
    case BrokenLinksContext.BROKEN_LINKS_CONTEXT_SPACE:
      return false;
    case BrokenLinksContext.BROKEN_LINKS_CONTEXT_CHANGE_REQUEST:
      if (!inChangeRequest) throw invalidArgument('brokenContext: only a change request has links it broke');
      return true;
    default:
      throw invalidArgument('brokenContext: must be "change-request" or "space"');
  }
}

/** The first index of `links` (sorted by page id, then position) after the cursor's link. */
function firstAfter(links: readonly ResolvedLink[], after: { page: string; position: number }): number {
  let low = 0;
  let high = links.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const { source, reference } = links[middle];
    const before = source.entry.id < after.page || (source.entry.id === after.page && reference.position <= after.position);
    if (before) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Every link of the space's main content or of a change request: one GitBook
 * "ContentReferenceUsage" per page and target, by page id then order in the page. `status`
 * filters the items; `stats` counts every link (in a change request, `broken.changeRequest` the
 * ones it broke, which `brokenContext=change-request` lists alone among the broken ones).
 */
export async function listLinks(ctx: ContentContext, request: contentV1.ListLinksRequest, callContext: CallContext): Promise<contentV1.ListLinksResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListLinksRequest, request);
  const limit = pageLimit(input.limit);
  const status = statusFilterOf(input.status);
  const after = decodeCursor(input.page, ZLinkCursor);
  const { view, changeRequest } = await loadLinkView(ctx, principal, input.spaceId, input.changeRequestId);
  const onlyBrokenHere = onlyBrokenByChangeRequest(input.brokenContext, changeRequest !== null);
  const { links, brokenByChangeRequest } = await resolvePageLinks(ctx, principal, view, changeRequest, view.graph.byId);
  const listed = links.filter(
    (link) =>
      (status === undefined || link.status === status) &&
      !(onlyBrokenHere && link.status === 'broken' && !brokenByChangeRequest?.has(keyOf(link))),
  );
  const start = after ? firstAfter(listed, after) : 0;
  const rows = listed.slice(start, start + limit + 1);
  const locations = await locationPresenter(ctx, principal.userId, forwardMetadata(callContext), rows.flatMap((link) => usageLocations(link, view)));
  const page = budgetedPage(
    rows,
    limit,
    (link) => usageLocations(link, view).reduce((size, location) => size + locations.sizeOf(location), 0),
    (link) => ({ page: link.source.entry.id, position: link.reference.position }),
    listed.length,
  );
  return {
    items: page.items.map((link) => presentUsage(link, view, locations)),
    next: page.next,
    count: page.count,
    stats: presentStats(links, brokenByChangeRequest?.size),
  };
}
