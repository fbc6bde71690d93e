import type { contentV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { collectionsVisibleThroughGrants, spacesGrantedTo } from '../../access/policy';
import { loadOrganizationTree } from '../../access/tree';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { countVisible, liveSpaceParents, liveSpacesByCollection } from '../../spaces/queries';

// Identity asks for one page of its team list at a time: up to 1000.
const ZCountTeamSpacesRequest = z.object({ organizationId: ZId, teamIds: z.array(z.string().min(1).max(64)).max(1000) });

/**
 * For identity's team presenter: per team, the live spaces it was given and those inside
 * collections it was given (sub-collections included). Four queries whatever the number of teams. Needs no
 * principal: identity calls it for its own presenters.
 */
export async function countTeamSpaces(
  ctx: ContentContext,
  request: contentV1.CountTeamSpacesRequest,
  _callContext: CallContext,
): Promise<contentV1.CountTeamSpacesResponse> {
  const input = parseRequest(ZCountTeamSpacesRequest, request);
  const teamIds = [...new Set(input.teamIds)];
  const spacesByTeam: Record<string, number> = Object.fromEntries(teamIds.map((id) => [id, 0]));
  if (teamIds.length === 0) return { spacesByTeam };

  const tree = await loadOrganizationTree(ctx.db, input.organizationId, { userIds: [], teamIds });
  const visibleByTeam = new Map(
    teamIds.map((teamId) => {
      const viewer = { orgRole: null, teamIds: [teamId] };
      return [teamId, { collectionIds: collectionsVisibleThroughGrants(viewer, tree), spaceIds: spacesGrantedTo(viewer, tree) }];
    }),
  );
  const visible = [...visibleByTeam.values()];
  const [spacesIn, parents] = await Promise.all([
    liveSpacesByCollection(ctx.db, input.organizationId, [...new Set(visible.flatMap((v) => v.collectionIds))]),
    liveSpaceParents(ctx.db, input.organizationId, [...new Set(visible.flatMap((v) => v.spaceIds))]),
  ]);
  for (const [teamId, { collectionIds, spaceIds }] of visibleByTeam) spacesByTeam[teamId] = countVisible(spacesIn, parents, collectionIds, spaceIds);
  return { spacesByTeam };
}
