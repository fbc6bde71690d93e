import { contentV1 } from '@quire/proto';
import { type CallContext, createServiceClient, forwardMetadata, memberRoleToProto, type ServiceClient } from '@quire/shared';
import type { MemberRole } from '../generated/prisma/client';

export type MemberSpaceAccess = { userId: string; role: MemberRole | null; teamIds: string[] };

/**
 * Space counts live in the content service. Each list asks for a whole page in one call,
 * so presenting N teams or members costs one round trip, not N.
 */
export type SpaceCounts = {
  /** Team id -> number of spaces the team can access. */
  countTeamSpaces(organizationId: string, teamIds: string[], context: CallContext): Promise<Map<string, number>>;
  /** User id -> number of spaces the member can access. */
  countMemberSpaces(
    organizationId: string,
    members: MemberSpaceAccess[],
    context: CallContext,
  ): Promise<Map<string, number>>;
};



export function contentSpaceCounts(client: ServiceClient<typeof contentV1.ContentInternalServiceDefinition>): SpaceCounts {
  return {
    async countTeamSpaces(organizationId, teamIds, context) {
      if (teamIds.length === 0) return new Map();
      const response = await client.countTeamSpaces(
        { organizationId, teamIds },
        { metadata: forwardMetadata(context) },
      );
      return new Map(Object.entries(response.spacesByTeam));
    },
    async countMemberSpaces(organizationId, members, context) {
      if (members.length === 0) return new Map();
      const response = await client.countMemberSpaces(
        {
          organizationId,
          members: members.map((member) => ({
            userId: member.userId,
            role: memberRoleToProto(member.role),
            teamIds: member.teamIds,
          })),
        },
        { metadata: forwardMetadata(context) },
      );
      return new Map(Object.entries(response.spacesByMember));
    },
  };
}

export function createContentSpaceCounts(address: string, { deadlineMs }: { deadlineMs?: number } = {}): SpaceCounts {
  return contentSpaceCounts(createServiceClient(contentV1.ContentInternalServiceDefinition, address, { deadlineMs }));
}
