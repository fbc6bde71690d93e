import type { PrismaClient } from '../../db';
import type { ReviewStatus } from '../../generated/prisma/enums';
import type { ReviewRow } from '../queries';
/**
 * Records a review of the change request's current revision, with the space then the change
 * request locked (lib/space-lock.ts: an edit cannot slip in between reading its revision and
 * recording the review), and the `change-request-review.submitted` event. `requestedBy` is whoever requested this reviewer, if
 * anyone did. The new review is the reviewer's latest, so it is not outdated; their earlier
 * ones now are.
 */
export declare function reviewSubmitter(db: PrismaClient, { changeRequestId, reviewerId, status }: {
    changeRequestId: string;
    reviewerId: string;
    status: ReviewStatus;
}): Promise<ReviewRow>;
