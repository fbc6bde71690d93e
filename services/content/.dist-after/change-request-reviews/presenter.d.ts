import { contentV1, type identityV1 } from '@quire/proto';
import type { Metadata } from 'nice-grpc';
import type { ChangeRequestRow } from '../change-requests/queries';
import type { ContentContext } from '../context';
import type { PublicUrls } from '../lib/urls';
import type { ReviewStatus } from '../generated/prisma/enums';
import type { ReviewRow } from './queries';
export declare const presentReviewStatus: (status: ReviewStatus) => contentV1.ReviewStatus;
type ChangeRequestRef = Pick<ChangeRequestRow, 'id' | 'spaceId' | 'number'>;
/** A review as GitBook's "ChangeRequestReview" (no `comment`: review comments are not stored yet). */
export declare function presentReview(row: ReviewRow, changeRequest: ChangeRequestRef, users: ReadonlyMap<string, identityV1.User>, urls: PublicUrls): contentV1.Review;
/** Presents reviews with one identity call for every reviewer and requester they name. */
export declare function presentReviews(ctx: ContentContext, rows: readonly ReviewRow[], changeRequest: ChangeRequestRef, metadata: Metadata): Promise<contentV1.Review[]>;
export {};
