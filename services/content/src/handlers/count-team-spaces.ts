import type { contentV1 } from '@quire/proto';
import { z } from 'zod';
import type { ContentContext } from '../context';
import { collectionsVisibleThroughTeams } from '../policies/access';
import { loadOrganizationTree } from '../queries/access-tree';
import { liveSpacesByCollection, sumOver } from '../queries/space-counts';
import { parseField, ZId } from '../validation';

const ZTeamIds = z.array(z.string().min(1).max(64)).max(1000);

/**
 * For identity's team presenter: per team, the live spaces inside collections the team was
 * given (sub-collections included). Three queries whatever the number of teams. Needs no
 * principal: identity calls it for its own presenters.
 */
export async function countTeamSpaces(
  ctx: ContentContext,
  request: contentV1.CountTeamSpacesRequest,
): Promise<contentV1.CountTeamSpacesResponse> {
  const organizationId = parseField(ZId, request.organizationId, 'organizationId');
  const teamIds = [...new Set(parseField(ZTeamIds, request.teamIds, 'teamIds'))];
  const spacesByTeam: Record<string, number> = Object.fromEntries(teamIds.map((id) => [id, 0]));
  if (teamIds.length === 0) return { spacesByTeam };

  const tree = await loadOrganizationTree(ctx.db, organizationId, teamIds);
  const collectionsByTeam = new Map(
    teamIds.map((teamId) => [teamId, collectionsVisibleThroughTeams({ orgRole: null, teamIds: [teamId] }, tree)]),
  );
  const spacesIn = await liveSpacesByCollection(ctx.db, organizationId, [...new Set([...collectionsByTeam.values()].flat())]);
  for (const [teamId, collectionIds] of collectionsByTeam) spacesByTeam[teamId] = sumOver(spacesIn, collectionIds);
  return { spacesByTeam };
}
