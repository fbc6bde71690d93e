import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery } from '../schemas';
import { orgParams } from './common';

/** quire.insights.v1.IssuesClusterService (proto/quire/insights/v1/issues_cluster.proto). */

export const issuesClusterRoutes = defineRoutes([
  {
    operationId: 'listConversationsIssuesClusters',
    method: 'get',
    path: '/orgs/:organizationId/conversations-clusters',
    rpc: 'quire.insights.v1.IssuesClusterService/ListIssuesClusters',
    params: orgParams,
    query: z.object({
      ...paginationQuery,
      order: z.enum(['asc', 'desc']).optional(),
      orderBy: z.enum(['updatedAt', 'issues', 'conversations', 'tasksTotal', 'tasksBacklog', 'tasksStarted']).optional(),
      status: z.enum(['pending', 'analysing']).optional(),
    }),
    status: 200,
    summary: 'List conversations issues clusters',
  },
  {
    operationId: 'getConversationsIssuesCluster',
    method: 'get',
    path: '/orgs/:organizationId/conversations-clusters/:clusterId',
    rpc: 'quire.insights.v1.IssuesClusterService/GetIssuesCluster',
    params: orgParams.extend({ clusterId: idParam }),
    responseField: 'cluster',
    status: 200,
    summary: 'Get a conversations issues cluster by its identifier',
  },
]);
