import type { insightsV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorizeRead } from '../../access/policy';
import type { InsightsContext } from '../../context';
import { ZId } from '../../lib/validation';
import { requireSite, SITE_NOT_FOUND } from '../load';
import { presentSegment } from '../presenter';
import { SEGMENTS_WINDOW_DAYS, visitorSegments } from '../queries';

const ZListSiteVisitorSegmentsRequest = z.object({ organizationId: ZId, siteId: ZId });

/**
 * The site's visitors grouped by identical claims (`session.visitorAuthClaims`) over the last
 * 30 days, most visitors first, at most 100 segments in one page (the contract's list takes
 * no page parameters; `count` is the number of segments). Members only; others get 404.
 */
export async function listSiteVisitorSegments(
  ctx: InsightsContext,
  request: insightsV1.ListSiteVisitorSegmentsRequest,
  callContext: CallContext,
): Promise<insightsV1.ListSiteVisitorSegmentsResponse> {
  const input = parseRequest(ZListSiteVisitorSegmentsRequest, request);
  authorizeRead(getPrincipal(callContext), input.organizationId, SITE_NOT_FOUND);
  await requireSite(ctx, input.organizationId, input.siteId);
  const since = new Date(Date.now() - SEGMENTS_WINDOW_DAYS * 86_400_000);
  const rows = await visitorSegments(ctx.db, input.organizationId, input.siteId, since);
  return { items: rows.map(presentSegment), count: rows[0]?.total ?? 0 };
}
