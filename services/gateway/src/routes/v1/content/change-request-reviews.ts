import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { booleanQuery, idParam, paginationQuery } from '../schemas';

/** quire.content.v1.ChangeRequestReviewService (proto/quire/content/v1/change_request_review.proto). */

const changeRequestParams = z.object({ spaceId: idParam, changeRequestId: idParam });

export const changeRequestReviewRoutes = defineRoutes([
  {
    operationId: 'getReviewsByChangeRequestId',
    method: 'get',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/reviews',
    rpc: 'quire.content.v1.ChangeRequestReviewService/ListReviews',
    params: changeRequestParams,
    // `format` (how review comments are rendered) is not declared, so it is dropped: reviews carry no comment yet.
    query: z.object({ ...paginationQuery, outdated: booleanQuery.optional() }),
    status: 200,
    summary: 'List the reviews of a change request, newest first',
  },
  {
    operationId: 'submitChangeRequestReview',
    method: 'post',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/reviews',
    rpc: 'quire.content.v1.ChangeRequestReviewService/SubmitReview',
    params: changeRequestParams,
    body: z
      .object({ status: z.enum(['approved', 'changes-requested']), comment: z.unknown().optional() })
      .refine((body) => body.comment === undefined, { path: ['comment'], message: 'review comments are not supported yet' }),
    responseField: 'review',
    status: 201,
    summary: 'Review a change request (approve it or request changes)',
  },
  {
    operationId: 'getChangeRequestReviewById',
    method: 'get',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/reviews/:reviewId',
    rpc: 'quire.content.v1.ChangeRequestReviewService/GetReview',
    params: z.object({ spaceId: idParam, changeRequestId: idParam, reviewId: idParam }),
    responseField: 'review',
    status: 200,
    summary: 'Get a review of a change request',
  },
]);
