import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { createChangeRequest } from './handlers/create-change-request';
import { getChangeRequest } from './handlers/get-change-request';
import { listChangeRequests } from './handlers/list-change-requests';
import { listChangeRequestContributors } from './handlers/list-change-request-contributors';
import { listRequestedReviewers } from './handlers/list-requested-reviewers';
import { mergeChangeRequest } from './handlers/merge-change-request';
import { removeRequestedReviewer } from './handlers/remove-requested-reviewer';
import { requestReviewers } from './handlers/request-reviewers';
import { updateChangeRequest } from './handlers/update-change-request';
import { updateChangeRequestFromMain } from './handlers/update-change-request-from-main';

/** ChangeRequestService (proto/quire/content/v1/change_request.proto). */
export function changeRequestService(ctx: ContentContext): contentV1.ChangeRequestServiceImplementation {
  return {
    mergeChangeRequest: (request, callContext) => mergeChangeRequest(ctx, request, callContext),
    updateChangeRequestFromMain: (request, callContext) => updateChangeRequestFromMain(ctx, request, callContext),
    listChangeRequests: (request, callContext) => listChangeRequests(ctx, request, callContext),
    createChangeRequest: (request, callContext) => createChangeRequest(ctx, request, callContext),
    getChangeRequest: (request, callContext) => getChangeRequest(ctx, request, callContext),
    updateChangeRequest: (request, callContext) => updateChangeRequest(ctx, request, callContext),
    listRequestedReviewers: (request, callContext) => listRequestedReviewers(ctx, request, callContext),
    requestReviewers: (request, callContext) => requestReviewers(ctx, request, callContext),
    removeRequestedReviewer: (request, callContext) => removeRequestedReviewer(ctx, request, callContext),
    listChangeRequestContributors: (request, callContext) => listChangeRequestContributors(ctx, request, callContext),
  };
}
