import { contentV1, type identityV1 } from '@quire/proto';
import type { Metadata } from 'nice-grpc';
import type { ContentContext } from '../context';
import { embeddedUser } from '../lib/embedded-users';
import type { PublicUrls } from '../lib/urls';
import { baseOf, countOpenComments, type ChangeRequestRow, type ContributionRow, type ReviewerRow } from './queries';
import { presentStatus } from './status';

/**
 * Whether a change request is behind its space's main content: its base (the main revision last
 * pulled in, else the one it started from) is no longer the space's revision. Only draft and
 * open change requests can be behind; merged and archived ones are settled.
 */
export function isOutdated(row: Pick<ChangeRequestRow, 'status' | 'revisionInitialId' | 'revisionMergedAncestorId'>, spaceRevisionId: string): boolean {
  if (row.status !== 'draft' && row.status !== 'open') return false;
  return baseOf(row) !== spaceRevisionId;
}

export const changeRequestUrls = (urls: PublicUrls, row: Pick<ChangeRequestRow, 'id' | 'spaceId' | 'number'>): contentV1.ChangeRequestUrls => ({
  app: `${urls.appUrl}/s/${row.spaceId}/~/changes/${row.number}`,
  location: `${urls.publicUrl}/v1/spaces/${row.spaceId}/change-requests/${row.id}`,
});

/** A change request as GitBook's "ChangeRequest". */
export function presentChangeRequest(
  row: ChangeRequestRow,
  { createdBy, spaceRevisionId, comments }: { createdBy: identityV1.User; spaceRevisionId: string; comments: number },
  urls: PublicUrls,
): contentV1.ChangeRequest {
  return {
    object: 'change-request',
    id: row.id,
    number: row.number,
    status: presentStatus(row.status),
    subject: row.subject,
    createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    space: row.spaceId,
    revision: row.revisionId,
    revisionInitial: row.revisionInitialId,
    revisionMergedAncestor: row.revisionMergedAncestorId ?? undefined,
    revisionMerged: row.revisionMergedId ?? undefined,
    comments,
    outdated: isOutdated(row, spaceRevisionId),
    urls: changeRequestUrls(urls, row),
    description: (row.description as Record<string, unknown> | null) ?? undefined,
    conversationsIssuesCluster: row.conversationsIssuesCluster ?? undefined,
  };
}

/**
 * Presents change requests with their authors and comment counts: one identity call for all
 * the authors of the page (whatever their number) and one comment count query.
 */
export async function presentChangeRequests(
  ctx: ContentContext,
  items: readonly { row: ChangeRequestRow; spaceRevisionId: string }[],
  metadata: Metadata,
): Promise<contentV1.ChangeRequest[]> {
  if (items.length === 0) return [];
  const [{ users }, comments] = await Promise.all([
    ctx.identity.users(
      items.map((item) => item.row.createdById),
      undefined,
      metadata,
    ),
    countOpenComments(
      ctx.db,
      items.map((item) => item.row.id),
    ),
  ]);
  return items.map(({ row, spaceRevisionId }) =>
    presentChangeRequest(row, { createdBy: embeddedUser(users, row.createdById, ctx.urls), spaceRevisionId, comments: comments.get(row.id) ?? 0 }, ctx.urls),
  );
}

/** Presents one change request (its author from identity, its comment count). */
export async function presentOneChangeRequest(
  ctx: ContentContext,
  row: ChangeRequestRow,
  spaceRevisionId: string,
  metadata: Metadata,
): Promise<contentV1.ChangeRequest> {
  const [changeRequest] = await presentChangeRequests(ctx, [{ row, spaceRevisionId }], metadata);
  return changeRequest;
}

/** A requested reviewer as GitBook's "ChangeRequestRequestedReviewer" (Quire requests users only). */
export function presentRequestedReviewer(
  row: ReviewerRow,
  users: ReadonlyMap<string, identityV1.User>,
  urls: PublicUrls,
): contentV1.RequestedReviewer {
  return {
    object: 'change-request-requested-reviewer',
    kind: 'user',
    user: embeddedUser(users, row.userId, urls),
    requestedBy: embeddedUser(users, row.requestedById, urls),
    revision: row.revisionId,
    createdAt: row.createdAt,
  };
}

/** Presents requested reviewers with one identity call for every user they name. */
export async function presentRequestedReviewers(
  ctx: ContentContext,
  rows: readonly ReviewerRow[],
  metadata: Metadata,
): Promise<contentV1.RequestedReviewer[]> {
  if (rows.length === 0) return [];
  const { users } = await ctx.identity.users(
    rows.flatMap((row) => [row.userId, row.requestedById]),
    undefined,
    metadata,
  );
  return rows.map((row) => presentRequestedReviewer(row, users, ctx.urls));
}

const CONTRIBUTION_KINDS = {
  edit: contentV1.ContributionKind.CONTRIBUTION_KIND_EDIT,
  comment: contentV1.ContributionKind.CONTRIBUTION_KIND_COMMENT,
} as const;

/** GitBook "ChangeRequestUserContributor"s, their users from one batch GetUsers call. */
export async function presentContributors(
  ctx: ContentContext,
  rows: readonly ContributionRow[],
  metadata: Metadata,
): Promise<contentV1.ChangeRequestContributor[]> {
  if (rows.length === 0) return [];
  const { users } = await ctx.identity.users(
    rows.map((row) => row.userId),
    undefined,
    metadata,
  );
  return rows.map((row) => ({
    updatedAt: row.updatedAt,
    count: row.count,
    user: embeddedUser(users, row.userId, ctx.urls),
    actionType: CONTRIBUTION_KINDS[row.kind],
  }));
}
