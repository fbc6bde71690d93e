import type { insightsV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { authorizeRead } from '../../access/policy';
import type { InsightsContext } from '../../context';
import { ZId } from '../../lib/validation';
import { planAggregation, presentColumns, ZAggregationBody } from '../aggregation';
import { requireSite, SITE_NOT_FOUND } from '../load';
import { aggregateSiteEvents as runAggregation } from '../queries';

const ZAggregateSiteEventsRequest = ZAggregationBody.extend({ organizationId: ZId, siteId: ZId, order: ZAggregationBody.shape.order.nullish() }).transform(
  (request) => ({ ...request, order: request.order ?? undefined }),
);

/** Members of the organization (any role) read a site's events; others get 404. */
export async function aggregateSiteEvents(
  ctx: InsightsContext,
  request: insightsV1.AggregateSiteEventsRequest,
  callContext: CallContext,
): Promise<insightsV1.AggregateSiteEventsResponse> {
  const input = parseRequest(ZAggregateSiteEventsRequest, request);
  authorizeRead(getPrincipal(callContext), input.organizationId, SITE_NOT_FOUND);
  const plan = planAggregation(input.organizationId, input.siteId, input, new Date());
  await requireSite(ctx, input.organizationId, input.siteId);
  const values = await runAggregation(ctx.db, plan);
  return { columns: presentColumns(plan.outputs, values) };
}
