import type { contentV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSpace } from '../../access/load';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId, ZLimit, ZPage } from '../../lib/validation';
import { linkRules } from '../policy';
import { linkStatusFromRequest, presentLink } from '../presenter';
import { listLinksPage } from '../queries';

const ZListSpaceLinksRequest = z.object({ spaceId: ZId, page: ZPage, limit: ZLimit, status: ZEnumValue });

/** The references found in a space's content; `status` filters the items, `stats` covers them all. */
export async function listSpaceLinks(
  ctx: ContentContext,
  request: contentV1.ListSpaceLinksRequest,
  callContext: CallContext,
): Promise<contentV1.ListSpaceLinksResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListSpaceLinksRequest, request);
  const limit = pageLimit(input.limit);
  const { space, access } = await loadSpace(ctx, principal, input.spaceId);
  authorize(access, linkRules.list, 'Space');
  const page = await listLinksPage(ctx.db, {
    spaceId: space.id,
    status: linkStatusFromRequest(input.status),
    page: input.page,
    limit,
  });
  return {
    items: page.items.map(presentLink),
    next: page.next,
    count: page.count,
    stats: { total: page.stats.total, broken: { total: page.stats.broken, changeRequest: undefined } },
  };
}
