import type { contentV1 } from '@quire/proto';
import { type CallContext, forwardMetadata, getPrincipal, memberRoleToProto, pageLimit } from '@quire/shared';
import type { ContentContext } from '../context';
import { authorize, type Level } from '../policies/access';
import { collectionRules } from '../policies/collection';
import { listTeamPermissionsPage } from '../queries/team-permissions';
import { loadCollection } from './load';

export async function listCollectionTeamPermissions(
  ctx: ContentContext,
  request: contentV1.ListCollectionTeamPermissionsRequest,
  context: CallContext,
): Promise<contentV1.ListCollectionTeamPermissionsResponse> {
  const principal = getPrincipal(context);
  const limit = pageLimit(request.limit);
  const { collection, access } = await loadCollection(ctx, principal, request.collectionId);
  authorize(access, collectionRules.view, 'Collection');

  const page = await listTeamPermissionsPage(ctx.db, { collectionId: collection.id, page: request.page, limit });
  // One identity call for the page and the count.
  const teams = await ctx.identity.teams(collection.organizationId, page.allTeamIds, forwardMetadata(context));
  const items: contentV1.CollectionTeamPermission[] = [];
  for (const item of page.items) {
    const team = teams.get(item.teamId);
    // A team deleted in identity keeps no access here (its members lose the team id), but
    // its row stays until content consumes quire.identity.team.deleted: leave it out of the
    // items and the count rather than invent its details.
    if (!team) {
      ctx.logger.warn({ collectionId: collection.id, teamId: item.teamId }, 'team permission for a team identity does not know');
      continue;
    }
    items.push({ permission: memberRoleToProto(item.role as Level), team });
  }
  return { items, next: page.next, count: page.allTeamIds.filter((teamId) => teams.has(teamId)).length };
}
