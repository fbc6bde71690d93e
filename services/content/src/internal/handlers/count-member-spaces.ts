import { commonV1, type contentV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { collectionsVisibleThroughGrants, spacesGrantedTo } from '../../access/policy';
import { loadOrganizationTree } from '../../access/tree';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { countLiveSpaces, countVisible, liveSpaceParents, liveSpacesByCollection } from '../../spaces/queries';

// Identity asks for one page of its member list at a time: up to 1000.
const ZCountMemberSpacesRequest = z.object({
  organizationId: ZId,
  members: z
    .array(
      z.object({
        userId: z.string().min(1).max(64),
        role: z.number().int().refine((role) => role !== commonV1.MemberRole.MEMBER_ROLE_UNSPECIFIED, 'every member needs a role'),
        teamIds: z.array(z.string().min(1).max(64)).max(1000),
      }),
    )
    .max(1000),
});

/**
 * For identity's member presenter: per member, the live spaces they can access, counted as
 * ListMemberSpaces lists them. Members see every space of the organization (their role is a
 * floor); guests see the spaces given to them or their teams, and those inside collections
 * given to them or their teams. At most five
 * queries whatever the number of members. Needs no principal.
 */
export async function countMemberSpaces(
  ctx: ContentContext,
  request: contentV1.CountMemberSpacesRequest,
  _callContext: CallContext,
): Promise<contentV1.CountMemberSpacesResponse> {
  const { organizationId, members } = parseRequest(ZCountMemberSpacesRequest, request);
  const spacesByMember: Record<string, number> = {};
  if (members.length === 0) return { spacesByMember };

  const guests = members.filter((member) => member.role === commonV1.MemberRole.MEMBER_ROLE_GUEST);
  const hasMembers = guests.length < members.length;
  const [allSpaces, tree] = await Promise.all([
    hasMembers ? countLiveSpaces(ctx.db, organizationId) : Promise.resolve(0),
    guests.length > 0
      ? loadOrganizationTree(ctx.db, organizationId, {
          userIds: guests.map((guest) => guest.userId),
          teamIds: [...new Set(guests.flatMap((guest) => guest.teamIds))],
        })
      : Promise.resolve(undefined),
  ]);
  const visibleByGuest = new Map(
    guests.map((guest) => {
      const viewer = { orgRole: null, teamIds: guest.teamIds, userId: guest.userId };
      return [guest.userId, tree ? { collectionIds: collectionsVisibleThroughGrants(viewer, tree), spaceIds: spacesGrantedTo(viewer, tree) } : { collectionIds: [], spaceIds: [] }];
    }),
  );
  const visible = [...visibleByGuest.values()];
  const [spacesIn, parents] = await Promise.all([
    liveSpacesByCollection(ctx.db, organizationId, [...new Set(visible.flatMap((v) => v.collectionIds))]),
    liveSpaceParents(ctx.db, organizationId, [...new Set(visible.flatMap((v) => v.spaceIds))]),
  ]);
  for (const member of members) {
    const guestVisible = visibleByGuest.get(member.userId);
    spacesByMember[member.userId] = guestVisible ? countVisible(spacesIn, parents, guestVisible.collectionIds, guestVisible.spaceIds) : allSpaces;
  }
  return { spacesByMember };
}
