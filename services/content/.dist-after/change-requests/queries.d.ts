import { type Page } from '@quire/shared';
import type { Db, Prisma } from '../db';
import type { ChangeRequestStatus } from '../generated/prisma/enums';
export declare const changeRequestSelect: {
    readonly id: true;
    readonly spaceId: true;
    readonly organizationId: true;
    readonly number: true;
    readonly status: true;
    readonly subject: true;
    readonly description: true;
    readonly createdById: true;
    readonly revisionId: true;
    readonly revisionInitialId: true;
    readonly revisionMergedAncestorId: true;
    readonly revisionMergedId: true;
    readonly conversationsIssuesCluster: true;
    readonly createdAt: true;
    readonly updatedAt: true;
};
export type ChangeRequestRow = Prisma.ChangeRequestGetPayload<{
    select: typeof changeRequestSelect;
}>;
/** The main revision a change request is based on: the one it last pulled in, else the one it started from. */
export declare const baseOf: (changeRequest: Pick<ChangeRequestRow, "revisionMergedAncestorId" | "revisionInitialId">) => string;
/**
 * A change request of the space by id or by its number in the space (GitBook accepts both in
 * the same path segment); null when there is none.
 */
export declare function findChangeRequest(db: Db, spaceId: string, idOrNumber: string): Promise<ChangeRequestRow | null>;
/**
 * The change request row locked for the rest of the transaction, read by the same statement
 * (writes to one change request are serialized). Step 4 of the lock order (lib/space-lock.ts):
 * after the space row. FOR NO KEY UPDATE, not FOR UPDATE: rows inserted pointing at the change
 * request (reviews, comments, revisions) take FOR KEY SHARE on it, and need not wait.
 */
export declare function lockChangeRequest(db: Db, changeRequestId: string): Promise<ChangeRequestRow | null>;
/** A change request with its space's current revision, what `outdated` is computed from. */
export type ListedChangeRequest = ChangeRequestRow & {
    space: {
        revisionId: string;
    };
};
export type ChangeRequestFilters = {
    status: ChangeRequestStatus;
    creator?: string;
    contributor?: string;
    requestedReviewer?: string;
    conversationsIssuesCluster?: string;
};
/** The list filters as a where clause (contributors and requested reviewers through their tables). */
export declare function changeRequestFiltersWhere(filters: ChangeRequestFilters): Prisma.ChangeRequestWhereInput;
/**
 * One keyset page of change requests matching `where`, newest first on (created_at, id), served
 * by the (space_id | organization_id, status, created_at, id) indexes; `count` is the total.
 * The cursor condition repeats `created_at <= ...` as a plain bound: PostgreSQL derives no index
 * range from the OR, and without the bound a deep page read every row before the cursor.
 */
export declare function listChangeRequestsPage(db: Db, { where, page, limit }: {
    where: Prisma.ChangeRequestWhereInput;
    page?: string;
    limit: number;
}): Promise<Page<ListedChangeRequest>>;
/**
 * Open comments per change request (`ChangeRequest.comments`): one grouped query for a page of
 * change requests, on the (change_request_id, status) index; 0 for those without any.
 */
export declare function countOpenComments(db: Db, changeRequestIds: readonly string[]): Promise<Map<string, number>>;
export declare const reviewerSelect: {
    readonly changeRequestId: true;
    readonly userId: true;
    readonly requestedById: true;
    readonly revisionId: true;
    readonly createdAt: true;
};
export type ReviewerRow = Prisma.ChangeRequestReviewerGetPayload<{
    select: typeof reviewerSelect;
}>;
/** One keyset page of a change request's requested reviewers, oldest request first on (created_at, user_id). */
export declare function listReviewersPage(db: Db, { changeRequestId, page, limit }: {
    changeRequestId: string;
    page?: string;
    limit: number;
}): Promise<Page<ReviewerRow>>;
/** One person's contributions of one kind to a change request. */
export type ContributionRow = {
    userId: string;
    kind: 'edit' | 'comment';
    count: number;
    updatedAt: Date;
};
/**
 * Who contributed to a change request, in two reads: its writers (`change_request_contributors`,
 * by primary key, with their number of writes and the last), and its commenters (comments and
 * replies of the change request, each counted, the last posted or edited; the comments index
 * by (space_id, change_request_id, posted_by_id, ...) and the replies' by comment). Someone who
 * did both appears once per kind. Newest contribution first.
 */
export declare function loadContributions(db: Db, spaceId: string, changeRequestId: string): Promise<ContributionRow[]>;
