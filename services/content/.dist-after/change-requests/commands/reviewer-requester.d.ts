import { type PrismaClient } from '../../db';
import { type ChangeRequestRow, type ReviewerRow } from '../queries';
import { type ChangeRequestChanges } from './change-request-patcher';
export type ReviewerRequest = {
    changeRequestId: string;
    /** Distinct user ids, already checked to be members of the organization. */
    userIds: string[];
    /** Subject and description changes made with the request. */
    changes: Pick<ChangeRequestChanges, 'subject' | 'description'>;
    actorId: string;
};
/**
 * Requests reviews from users, in one transaction with the space then the change request locked
 * (lib/space-lock.ts), so that the revision recorded is the one they are asked to review. A user already requested is not added
 * twice: their pending request stays as it was. A user who has reviewed since they were last
 * requested gets a new request (requester, revision and time renewed), which makes their
 * earlier reviews outdated. Records `change-request.reviewers-requested` for the users newly
 * requested or re-requested. Answers the change request and the requests of `userIds`.
 */
export declare function reviewerRequester(db: PrismaClient, input: ReviewerRequest): Promise<{
    changeRequest: ChangeRequestRow;
    reviewers: ReviewerRow[];
}>;
