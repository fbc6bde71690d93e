import type { insightsV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorizeRead } from '../../access/policy';
import type { InsightsContext } from '../../context';
import { ZId } from '../../lib/validation';
import { presentCluster } from '../presenter';
import { CLUSTER_NOT_FOUND, findCluster, weeklyPulses } from '../queries';

const ZGetIssuesClusterRequest = z.object({ organizationId: ZId, clusterId: ZId });

/**
 * getConversationsIssuesCluster: one cluster presented as listConversationsIssuesClusters
 * presents it (stats, 13-week pulse). Members only; an unknown id or another organization's
 * cluster: NOT_FOUND.
 */
export async function getIssuesCluster(
  ctx: InsightsContext,
  request: insightsV1.GetIssuesClusterRequest,
  callContext: CallContext,
): Promise<insightsV1.GetIssuesClusterResponse> {
  const input = parseRequest(ZGetIssuesClusterRequest, request);
  authorizeRead(getPrincipal(callContext), input.organizationId, CLUSTER_NOT_FOUND);
  const row = await findCluster(ctx.db, input.organizationId, input.clusterId);
  if (!row) throw notFound(CLUSTER_NOT_FOUND);
  const pulses = await weeklyPulses(ctx.db, [row.id], new Date());
  return { cluster: presentCluster(ctx.urls, row, pulses.get(row.id)) };
}
