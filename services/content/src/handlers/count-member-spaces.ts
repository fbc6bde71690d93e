import { commonV1, contentV1 } from '@quire/proto';
import { invalidArgument } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../context';
import { collectionsVisibleThroughTeams } from '../policies/access';
import { loadOrganizationTree } from '../queries/access-tree';
import { liveSpacesByCollection, sumOver } from '../queries/space-counts';
import { parseField, ZId } from '../validation';

const ZMemberCount = z.number().int().min(0).max(1000);

/**
 * For identity's member presenter: per member, the live spaces they can access, counted as
 * ListMemberSpaces lists them. Members see every space of the organization (their role is a
 * floor); guests see the spaces inside collections their teams were given. At most four
 * queries whatever the number of members. Needs no principal.
 */
export async function countMemberSpaces(
  ctx: ContentContext,
  request: contentV1.CountMemberSpacesRequest,
): Promise<contentV1.CountMemberSpacesResponse> {
  const organizationId = parseField(ZId, request.organizationId, 'organizationId');
  parseField(ZMemberCount, request.members.length, 'members');
  const spacesByMember: Record<string, number> = {};
  if (request.members.length === 0) return { spacesByMember };
  for (const member of request.members) {
    if (member.role === commonV1.MemberRole.MEMBER_ROLE_UNSPECIFIED) throw invalidArgument('members: every member needs a role');
  }

  const guests = request.members.filter((member) => member.role === commonV1.MemberRole.MEMBER_ROLE_GUEST);
  const hasMembers = guests.length < request.members.length;
  const [allSpaces, tree] = await Promise.all([
    hasMembers ? ctx.db.space.count({ where: { organizationId, deletedAt: null } }) : Promise.resolve(0),
    guests.length > 0
      ? loadOrganizationTree(ctx.db, organizationId, [...new Set(guests.flatMap((guest) => guest.teamIds))])
      : Promise.resolve(undefined),
  ]);
  const collectionsByGuest = new Map(
    guests.map((guest) => [guest.userId, tree ? collectionsVisibleThroughTeams({ orgRole: null, teamIds: guest.teamIds }, tree) : []]),
  );
  const spacesIn = await liveSpacesByCollection(ctx.db, organizationId, [...new Set([...collectionsByGuest.values()].flat())]);
  for (const member of request.members) {
    const collectionIds = collectionsByGuest.get(member.userId);
    spacesByMember[member.userId] = collectionIds ? sumOver(spacesIn, collectionIds) : allSpaces;
  }
  return { spacesByMember };
}
