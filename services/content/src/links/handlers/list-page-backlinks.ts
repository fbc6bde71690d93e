import type { contentV1 } from '@quire/proto';
import { decodeCursor, forwardMetadata, getPrincipal, notFound, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { findBacklinkSources } from '../backlinks';
import { locationPresenter } from '../locations';
import { loadLinkView } from '../page-links';
import { budgetedPage } from '../presenter';

const ZListPageBacklinksRequest = z.object({ spaceId: ZId, changeRequestId: ZId.optional(), pageId: ZId, page: ZPage, limit: ZLimit });

const ZBacklinkCursor = z.object({ id: z.string().max(64) });

/**
 * The pages of the space's main content or of a change request that link to a page (by id, a
 * link page's target, or a relative path), as GitBook "ContentLocation"s in page id order.
 * Unknown page: NOT_FOUND.
 */
export async function listPageBacklinks(
  ctx: ContentContext,
  request: contentV1.ListPageBacklinksRequest,
  callContext: CallContext,
): Promise<contentV1.ListPageBacklinksResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListPageBacklinksRequest, request);
  const limit = pageLimit(input.limit);
  const after = decodeCursor(input.page, ZBacklinkCursor);
  const { view } = await loadLinkView(ctx, principal, input.spaceId, input.changeRequestId);
  const node = view.graph.pages.get(input.pageId);
  if (!node) throw notFound('Page not found');
  const sources = await findBacklinkSources(ctx, view, { kind: 'page', node });
  const rows = sources.filter((source) => after === undefined || source.entry.id > after.id).slice(0, limit + 1);
  const location = (source: (typeof rows)[number]) => ({ kind: 'page' as const, view, node: source, anchor: null });
  const locations = await locationPresenter(ctx, principal.userId, forwardMetadata(callContext), rows.map(location));
  const page = budgetedPage(rows, limit, (source) => locations.sizeOf(location(source)), (source) => ({ id: source.entry.id }), sources.length);
  return { items: page.items.map((source) => locations.present(location(source))), next: page.next, count: page.count };
}
