import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery } from '../schemas';
import { orgParams } from './common';

/** quire.insights.v1.ConversationIssueService (proto/quire/insights/v1/conversation_issue.proto). */

export const conversationIssueRoutes = defineRoutes([
  {
    operationId: 'listConversationsIssues',
    method: 'get',
    path: '/orgs/:organizationId/conversations-issues',
    rpc: 'quire.insights.v1.ConversationIssueService/ListConversationIssues',
    params: orgParams,
    query: z.object({ ...paginationQuery, cluster: idParam.optional(), conversation: idParam.optional() }),
    status: 200,
    summary: 'List conversation issues',
  },
  {
    operationId: 'getConversationIssueById',
    method: 'get',
    path: '/orgs/:organizationId/conversations-issues/:issueId',
    rpc: 'quire.insights.v1.ConversationIssueService/GetConversationIssue',
    params: orgParams.extend({ issueId: idParam }),
    status: 200,
    summary: 'Get a conversation issue by ID',
  },
]);
