import type { contentV1 } from '@quire/proto';
import type { Level } from '../policies/access';
import { spacePermissions } from '../policies/space';
import type { SpaceCounts, SpaceRow } from '../queries/spaces';
import { presentDefaultLevel, presentEditMode, presentLanguage, presentVisibility } from './levels';
import { presentMergeRules } from './merge-rules';
import type { PublicUrls } from './urls';

/**
 * A space as GitBook's "Space", with the viewer's permissions. `urls.published` and
 * `urls.public` are left out: a space only gets a published URL through a site.
 */
export function presentSpace(row: SpaceRow, access: Level | null, counts: SpaceCounts, urls: PublicUrls): contentV1.Space {
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
  };
}
