import { contentV1, type identityV1 } from '@quire/proto';
import type { Metadata } from 'nice-grpc';
import type { ContentContext } from '../context';
import type { PublicUrls } from '../lib/urls';
import { type ChangeRequestRow, type ContributionRow, type ReviewerRow } from './queries';
/**
 * Whether a change request is behind its space's main content: its base (the main revision last
 * pulled in, else the one it started from) is no longer the space's revision. Only draft and
 * open change requests can be behind; merged and archived ones are settled.
 */
export declare function isOutdated(row: Pick<ChangeRequestRow, 'status' | 'revisionInitialId' | 'revisionMergedAncestorId'>, spaceRevisionId: string): boolean;
export declare const changeRequestUrls: (urls: PublicUrls, row: Pick<ChangeRequestRow, "id" | "spaceId" | "number">) => contentV1.ChangeRequestUrls;
/** A change request as GitBook's "ChangeRequest". */
export declare function presentChangeRequest(row: ChangeRequestRow, { createdBy, spaceRevisionId, comments }: {
    createdBy: identityV1.User;
    spaceRevisionId: string;
    comments: number;
}, urls: PublicUrls): contentV1.ChangeRequest;
/**
 * Presents change requests with their authors and comment counts: one identity call for all
 * the authors of the page (whatever their number) and one comment count query.
 */
export declare function presentChangeRequests(ctx: ContentContext, items: readonly {
    row: ChangeRequestRow;
    spaceRevisionId: string;
}[], metadata: Metadata): Promise<contentV1.ChangeRequest[]>;
/** Presents one change request (its author from identity, its comment count). */
export declare function presentOneChangeRequest(ctx: ContentContext, row: ChangeRequestRow, spaceRevisionId: string, metadata: Metadata): Promise<contentV1.ChangeRequest>;
/** A requested reviewer as GitBook's "ChangeRequestRequestedReviewer" (Quire requests users only). */
export declare function presentRequestedReviewer(row: ReviewerRow, users: ReadonlyMap<string, identityV1.User>, urls: PublicUrls): contentV1.RequestedReviewer;
/** Presents requested reviewers with one identity call for every user they name. */
export declare function presentRequestedReviewers(ctx: ContentContext, rows: readonly ReviewerRow[], metadata: Metadata): Promise<contentV1.RequestedReviewer[]>;
/** GitBook "ChangeRequestUserContributor"s, their users from one batch GetUsers call. */
export declare function presentContributors(ctx: ContentContext, rows: readonly ContributionRow[], metadata: Metadata): Promise<contentV1.ChangeRequestContributor[]>;
