import type { contentV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { collectionPermissionRules, seesOnlyOwnTeams } from '../policy';
import { presentTeamPermission } from '../presenter';
import { listTeamPermissionsPage } from '../queries';
import { loadCollection } from '../../collections/load';

const ZListCollectionTeamPermissionsRequest = z.object({ collectionId: ZId, page: ZPage, limit: ZLimit });

/**
 * Anyone who can read the collection lists its team permissions. Members see every team;
 * guests see their own teams' permissions (identity shows guests no other team), read from
 * identity's list of the guest's own teams instead of the organization's.
 */
export async function listCollectionTeamPermissions(
  ctx: ContentContext,
  request: contentV1.ListCollectionTeamPermissionsRequest,
  callContext: CallContext,
): Promise<contentV1.ListCollectionTeamPermissionsResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListCollectionTeamPermissionsRequest, request);
  const limit = pageLimit(input.limit);
  const { collection, access, viewer } = await loadCollection(ctx, principal, input.collectionId);
  authorize(access, collectionPermissionRules.list, 'Collection');

  const ownTeamsOnly = seesOnlyOwnTeams(viewer);
  const page = await listTeamPermissionsPage(ctx.db, {
    collectionId: collection.id,
    onlyTeamIds: ownTeamsOnly ? viewer.teamIds : undefined,
    page: input.page,
    limit,
  });
  // One identity call for the page and the count.
  const metadata = forwardMetadata(callContext);
  const teams = ownTeamsOnly
    ? await ctx.identity.memberTeams(collection.organizationId, principal.userId, metadata)
    : await ctx.identity.teams(collection.organizationId, page.allTeamIds, metadata);
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
    items.push(presentTeamPermission(item, team));
  }
  return { items, next: page.next, count: page.allTeamIds.filter((teamId) => teams.has(teamId)).length };
}
