import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery } from '../schemas';
import { orgParams, ZIngestConversationBody } from './common';

/** quire.insights.v1.ConversationService (proto/quire/insights/v1/conversation.proto). */

export const conversationRoutes = defineRoutes([
  {
    operationId: 'ingestConversation',
    method: 'post',
    path: '/orgs/:organizationId/conversations',
    rpc: 'quire.insights.v1.ConversationService/IngestConversation',
    params: orgParams,
    body: ZIngestConversationBody,
    bodyField: 'conversations',
    status: 204,
    summary: 'Ingest conversations',
  },
  {
    operationId: 'listConversations',
    method: 'get',
    path: '/orgs/:organizationId/conversations',
    rpc: 'quire.insights.v1.ConversationService/ListConversations',
    params: orgParams,
    query: z.object({ ...paginationQuery, source: z.string().max(512).optional() }),
    status: 200,
    summary: 'List conversations',
  },
  {
    operationId: 'getConversationById',
    method: 'get',
    path: '/orgs/:organizationId/conversations/:conversationId',
    rpc: 'quire.insights.v1.ConversationService/GetConversation',
    params: orgParams.extend({ conversationId: idParam }),
    status: 200,
    summary: 'Get a conversation by ID',
  },
]);
