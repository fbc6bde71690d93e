import { type Page } from '@quire/shared';
import { type Db } from '../db';
import type { ReviewStatus } from '../generated/prisma/enums';
export type ReviewRow = {
    id: string;
    changeRequestId: string;
    reviewerId: string;
    requestedById: string | null;
    status: ReviewStatus;
    revisionId: string;
    createdAt: Date;
    updatedAt: Date;
    outdated: boolean;
};
/** One keyset page of a change request's reviews, newest first on (created_at, id); `outdated` filters when given. */
export declare function listReviewsPage(db: Db, { changeRequestId, outdated, page, limit }: {
    changeRequestId: string;
    outdated?: boolean;
    page?: string;
    limit: number;
}): Promise<Page<ReviewRow>>;
/** A review of the change request, with `outdated`; null when there is none. */
export declare function findReview(db: Db, changeRequestId: string, reviewId: string): Promise<ReviewRow | null>;
