import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery } from '../schemas';

/** quire.content.v1.ChangeRequestService (proto/quire/content/v1/change_request.proto). */

/** GitBook "ChangeRequestSubject". */
const ZChangeRequestSubject = z.string().max(100);

/** Top-level blocks of one JSONDocument (no contract cap; ours, documented in docs/gateway.md). */
const MAX_DOCUMENT_NODES = 10_000;

/**
 * GitBook "JSONDocument", its outline only: the content service checks the blocks against the
 * contract's block model (and caps the document at 1 MiB of JSON).
 */
export const ZJSONDocument = z.object({
  object: z.literal('document'),
  data: z.record(z.string().max(256), z.unknown()),
  nodes: z.array(z.record(z.string().max(256), z.unknown())).max(MAX_DOCUMENT_NODES),
});

/** Users asked to review in one request: the content service's limit too. */
const MAX_REVIEWERS_PER_REQUEST = 100;

/**
 * Not in the contract's request bodies (ChangeRequest has the field, and the lists filter on
 * it): links a change request to an insights issues cluster, whose task counts follow it.
 */
const clusterLink = idParam.meta({
  'x-quire-extension': true,
  description: 'Quire extension: ID of the conversations issues cluster this change request is a task of (null unlinks).',
});

const listQuery = z.object({
  ...paginationQuery,
  status: z.enum(['draft', 'open', 'archived', 'merged']).optional(),
  creator: idParam.optional(),
  contributor: idParam.optional(),
  requestedReviewer: idParam.optional(),
  conversationsIssuesCluster: idParam.optional(),
});

const spaceParams = z.object({ spaceId: idParam });
const changeRequestParams = z.object({ spaceId: idParam, changeRequestId: idParam });

export const changeRequestRoutes = defineRoutes([
  {
    operationId: 'listChangeRequestsForSpace',
    method: 'get',
    path: '/spaces/:spaceId/change-requests',
    rpc: 'quire.content.v1.ChangeRequestService/ListChangeRequests',
    params: spaceParams,
    query: listQuery,
    status: 200,
    summary: 'List the change requests of a space (status open unless given), newest first',
  },
  {
    operationId: 'listChangeRequestsForOrganization',
    method: 'get',
    path: '/orgs/:organizationId/change-requests',
    rpc: 'quire.content.v1.ChangeRequestService/ListChangeRequests',
    params: z.object({ organizationId: idParam }),
    query: listQuery,
    status: 200,
    summary: 'List the change requests of the spaces of an organization the caller can read',
  },
  {
    operationId: 'createChangeRequest',
    method: 'post',
    path: '/spaces/:spaceId/change-requests',
    rpc: 'quire.content.v1.ChangeRequestService/CreateChangeRequest',
    params: spaceParams,
    // agentTaskId is accepted and ignored: Quire has no agent tasks.
    body: z.object({
      subject: ZChangeRequestSubject.optional(),
      agentTaskId: z.string().max(256).optional(),
      conversationsIssuesCluster: clusterLink.optional(),
    }),
    responseField: 'changeRequest',
    status: 201,
    summary: 'Create a change request (a draft on the space revision)',
  },
  {
    operationId: 'getChangeRequestById',
    method: 'get',
    path: '/spaces/:spaceId/change-requests/:changeRequestId',
    rpc: 'quire.content.v1.ChangeRequestService/GetChangeRequest',
    params: changeRequestParams,
    responseField: 'changeRequest',
    status: 200,
    summary: 'Get a change request by its ID or number',
  },
  {
    operationId: 'updateChangeRequestById',
    method: 'patch',
    path: '/spaces/:spaceId/change-requests/:changeRequestId',
    rpc: 'quire.content.v1.ChangeRequestService/UpdateChangeRequest',
    params: changeRequestParams,
    body: z.object({
      subject: ZChangeRequestSubject.optional(),
      description: ZJSONDocument.optional(),
      status: z.enum(['draft', 'open', 'archived']).optional(),
      conversationsIssuesCluster: clusterLink.nullable().optional(),
    }),
    responseField: 'changeRequest',
    status: 200,
    summary: 'Update the subject, description, status or issues cluster of a change request',
  },
  {
    operationId: 'mergeChangeRequest',
    method: 'post',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/merge',
    rpc: 'quire.content.v1.ChangeRequestService/MergeChangeRequest',
    params: changeRequestParams,
    status: 200,
    summary: 'Merge a change request into the main content',
  },
  {
    operationId: 'updateChangeRequest',
    method: 'post',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/update',
    rpc: 'quire.content.v1.ChangeRequestService/UpdateChangeRequestFromMain',
    params: changeRequestParams,
    status: 200,
    summary: 'Pull the main content into a change request',
  },
  {
    operationId: 'getRequestedReviewersByChangeRequestId',
    method: 'get',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/requested-reviewers',
    rpc: 'quire.content.v1.ChangeRequestService/ListRequestedReviewers',
    params: changeRequestParams,
    query: z.object({ ...paginationQuery }),
    status: 200,
    summary: 'List the reviewers requested on a change request',
  },
  {
    operationId: 'getContributorsByChangeRequestId',
    method: 'get',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/contributors',
    rpc: 'quire.content.v1.ChangeRequestService/ListChangeRequestContributors',
    params: changeRequestParams,
    status: 200,
    summary: 'List who edited a change request and who commented in it, one item per person and kind, newest first',
  },
  {
    operationId: 'requestReviewersForChangeRequest',
    method: 'post',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/requested-reviewers',
    rpc: 'quire.content.v1.ChangeRequestService/RequestReviewers',
    params: changeRequestParams,
    body: z.object({
      users: z.array(idParam).max(MAX_REVIEWERS_PER_REQUEST),
      // No maxLength in this body in the contract; the change request's subject has 100.
      subject: ZChangeRequestSubject.optional(),
      description: ZJSONDocument.optional(),
    }),
    status: 200,
    summary: 'Request reviews of a change request from members of the organization',
  },
  {
    operationId: 'removeRequestedReviewerFromChangeRequest',
    method: 'delete',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/requested-reviewers/:userId',
    rpc: 'quire.content.v1.ChangeRequestService/RemoveRequestedReviewer',
    params: z.object({ spaceId: idParam, changeRequestId: idParam, userId: idParam }),
    status: 204,
    summary: 'Remove a requested reviewer from a change request (204 whether or not they were requested)',
  },
]);
