import { contentV1, type identityV1 } from '@quire/proto';
import type { Metadata } from 'nice-grpc';
import type { ChangeRequestRow } from '../change-requests/queries';
import type { ContentContext } from '../context';
import { embeddedUser } from '../lib/embedded-users';
import type { PublicUrls } from '../lib/urls';
import type { ReviewStatus } from '../generated/prisma/enums';
import type { ReviewRow } from './queries';

const { ReviewStatus: ProtoStatus } = contentV1;

const STATUS_TO_PROTO: Record<ReviewStatus, contentV1.ReviewStatus> = {
  approved: ProtoStatus.REVIEW_STATUS_APPROVED,
  changes_requested: ProtoStatus.REVIEW_STATUS_CHANGES_REQUESTED,
};

export const presentReviewStatus = (status: ReviewStatus): contentV1.ReviewStatus => STATUS_TO_PROTO[status];

type ChangeRequestRef = Pick<ChangeRequestRow, 'id' | 'spaceId' | 'number'>;

/** A review as GitBook's "ChangeRequestReview" (no `comment`: review comments are not stored yet). */
export function presentReview(
  row: ReviewRow,
  changeRequest: ChangeRequestRef,
  users: ReadonlyMap<string, identityV1.User>,
  urls: PublicUrls,
): contentV1.Review {
  return {
    object: 'change-request-review',
    id: row.id,
    revision: row.revisionId,
    reviewer: embeddedUser(users, row.reviewerId, urls),
    requestedBy: row.requestedById === null ? undefined : embeddedUser(users, row.requestedById, urls),
    status: presentReviewStatus(row.status),
    outdated: row.outdated,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    urls: {
      app: `${urls.appUrl}/s/${changeRequest.spaceId}/~/changes/${changeRequest.number}`,
      location: `${urls.publicUrl}/v1/spaces/${changeRequest.spaceId}/change-requests/${changeRequest.id}/reviews/${row.id}`,
    },
  };
}

/** Presents reviews with one identity call for every reviewer and requester they name. */
export async function presentReviews(
  ctx: ContentContext,
  rows: readonly ReviewRow[],
  changeRequest: ChangeRequestRef,
  metadata: Metadata,
): Promise<contentV1.Review[]> {
  if (rows.length === 0) return [];
  const { users } = await ctx.identity.users(
    rows.flatMap((row) => (row.requestedById === null ? [row.reviewerId] : [row.reviewerId, row.requestedById])),
    undefined,
    metadata,
  );
  return rows.map((row) => presentReview(row, changeRequest, users, ctx.urls));
}
