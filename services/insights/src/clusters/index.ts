import type { insightsV1 } from '@quire/proto';
import type { InsightsContext } from '../context';
import { getIssuesCluster } from './handlers/get-issues-cluster';
import { listIssuesClusters } from './handlers/list-issues-clusters';

export function issuesClusterService(ctx: InsightsContext): insightsV1.IssuesClusterServiceImplementation {
  return {
    listIssuesClusters: (request, callContext) => listIssuesClusters(ctx, request, callContext),
    getIssuesCluster: (request, callContext) => getIssuesCluster(ctx, request, callContext),
  };
}
