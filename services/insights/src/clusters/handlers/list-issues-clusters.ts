import { insightsV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorizeRead } from '../../access/policy';
import type { InsightsContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { presentCluster } from '../presenter';
import { listClustersPage, weeklyPulses, type ClusterSort } from '../queries';

const S = insightsV1.IssuesClusterSort;
const SORTS: Record<number, ClusterSort> = {
  [S.ISSUES_CLUSTER_SORT_UNSPECIFIED]: 'updatedAt',
  [S.ISSUES_CLUSTER_SORT_UPDATED_AT]: 'updatedAt',
  [S.ISSUES_CLUSTER_SORT_ISSUES]: 'issues',
  [S.ISSUES_CLUSTER_SORT_CONVERSATIONS]: 'conversations',
  [S.ISSUES_CLUSTER_SORT_TASKS_TOTAL]: 'tasksTotal',
  [S.ISSUES_CLUSTER_SORT_TASKS_BACKLOG]: 'tasksBacklog',
  [S.ISSUES_CLUSTER_SORT_TASKS_STARTED]: 'tasksStarted',
};
const O = insightsV1.ListOrder;
const ORDERS: Record<number, 'asc' | 'desc'> = { [O.LIST_ORDER_UNSPECIFIED]: 'desc', [O.LIST_ORDER_ASC]: 'asc', [O.LIST_ORDER_DESC]: 'desc' };
const T = insightsV1.IssuesClusterStatus;
const STATUSES = { [T.ISSUES_CLUSTER_STATUS_UNSPECIFIED]: undefined, [T.ISSUES_CLUSTER_STATUS_PENDING]: 'pending', [T.ISSUES_CLUSTER_STATUS_ANALYSING]: 'analysing' } as const;

const ZListIssuesClustersRequest = z.object({
  organizationId: ZId,
  page: ZPage,
  limit: ZLimit,
  order: z.number().refine((value) => value in ORDERS, 'must be "asc" or "desc"'),
  orderBy: z.number().refine((value) => value in SORTS, 'must be one of "updatedAt", "issues", "conversations", "tasksTotal", "tasksBacklog", "tasksStarted"'),
  status: z.number().refine((value) => value in STATUSES, 'must be "pending" or "analysing"'),
});

/** listConversationsIssuesClusters: one query for the page, one for its weekly pulses, one count. */
export async function listIssuesClusters(
  ctx: InsightsContext,
  request: insightsV1.ListIssuesClustersRequest,
  callContext: CallContext,
): Promise<insightsV1.ListIssuesClustersResponse> {
  const input = parseRequest(ZListIssuesClustersRequest, request);
  const limit = pageLimit(input.limit);
  authorizeRead(getPrincipal(callContext), input.organizationId);
  const page = await listClustersPage(
    ctx.db,
    input.organizationId,
    { sort: SORTS[input.orderBy], order: ORDERS[input.order], status: STATUSES[input.status as keyof typeof STATUSES] },
    input.page,
    limit,
  );
  const pulses = await weeklyPulses(ctx.db, page.items.map((row) => row.id), new Date());
  return { items: page.items.map((row) => presentCluster(ctx.urls, row, pulses.get(row.id))), next: page.next, count: page.count };
}
