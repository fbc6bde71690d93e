import type { contentV1 } from '@quire/proto';
import type { Level } from '../access/policy';
import type { ContentContext } from '../context';
import { presentDefaultLevel, presentEditMode, presentLanguage, presentVisibility } from '../lib/enums';
import type { PublicUrls } from '../lib/urls';
import { presentGitSyncState } from '../git-sync/presenter';
import { loadGitSyncInfos, type GitSyncInfo } from '../git-sync/queries';
import { presentMergeRules } from './merge-rules';
import { spacePermissions } from './policy';
import { loadSpaceCounts, NO_COUNTS, type SpaceCounts, type SpaceRow } from './queries';

/**
 * A space as GitBook's "Space", with the viewer's permissions. `urls.published` and
 * `urls.public` are left out: a space only gets a published URL through a site. `gitSync`
 * only when a Git provider is set up on it.
 */
export function presentSpace(row: SpaceRow, access: Level | null, counts: SpaceCounts, urls: PublicUrls, gitSync?: GitSyncInfo): contentV1.Space {
  return {
    object: 'space',
    id: row.id,
    title: row.title,
    emoji: row.emoji ?? '',
    visibility: presentVisibility(row.visibility),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    deletedAt: row.deletedAt ?? undefined,
    editMode: presentEditMode(row.editMode),
    mergeRules: presentMergeRules(row.mergeRules),
    urls: {
      location: `${urls.publicUrl}/v1/spaces/${row.id}`,
      app: `${urls.appUrl}/s/${row.id}`,
      icon: row.iconUrl ?? undefined,
    },
    organization: row.organizationId,
    parent: row.parentId ?? undefined,
    language: presentLanguage(row.language),
    revision: row.revisionId,
    defaultLevel: presentDefaultLevel(row.defaultLevel),
    comments: counts.comments,
    changeRequests: counts.changeRequests,
    changeRequestsOpen: counts.changeRequestsOpen,
    changeRequestsDraft: counts.changeRequestsDraft,
    permissions: spacePermissions(access, row),
    gitSync: gitSync ? presentGitSyncState(gitSync) : undefined,
  };
}

/** Presents a page of spaces with their counts and Git sync in three queries, and each one's level from `accessOf`. */
export async function presentSpaces(
  ctx: ContentContext,
  rows: SpaceRow[],
  accessOf: (space: SpaceRow) => Level | null,
): Promise<contentV1.Space[]> {
  const ids = rows.map((row) => row.id);
  const [counts, gitSyncs] = await Promise.all([loadSpaceCounts(ctx.db, ids), loadGitSyncInfos(ctx.db, ids)]);
  return rows.map((row) => presentSpace(row, accessOf(row), counts.get(row.id)!, ctx.urls, gitSyncs.get(row.id)));
}

/** Presents one existing space with its counts. */
export async function presentOneSpace(ctx: ContentContext, row: SpaceRow, access: Level | null): Promise<contentV1.Space> {
  const [space] = await presentSpaces(ctx, [row], () => access);
  return space;
}

/** A space created by this request (new or duplicated): it has no comments or change requests yet, so nothing is counted. */
export const presentNewSpace = (ctx: ContentContext, row: SpaceRow, access: Level | null): contentV1.Space =>
  presentSpace(row, access, NO_COUNTS, ctx.urls);
