import { contentV1 } from '@quire/proto';
import { type CallContext, createServiceClient, forwardMetadata, memberRoleToProto, type ServiceClient, Status } from '@quire/shared';
import { ClientError } from 'nice-grpc';
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

/**
 * Spaces and collections invite links embed, read from content on behalf of the caller (their
 * principal is forwarded, so content decides what they may read), each kind in one batch call.
 */
export type ContentEmbeds = {
  /**
   * The live spaces of the organization among `spaceIds` that the caller may read, by id
   * (ContentInternalService/GetSpaces): other organizations' spaces are absent.
   */
  getSpaces(organizationId: string, spaceIds: string[], context: CallContext): Promise<Map<string, contentV1.Space>>;
  /**
   * The collections of the organization among `collectionIds` that the caller may read, by id
   * (ContentInternalService/GetCollections): other organizations' collections are absent.
   */
  getCollections(organizationId: string, collectionIds: string[], context: CallContext): Promise<Map<string, contentV1.Collection>>;
  /**
   * The space as GET /spaces/{spaceId} answers it to the caller (SpaceService/GetSpace, their
   * principal forwarded), or undefined when content answers NOT_FOUND (no such space, or one
   * the caller may not read): what the space-scoped integration listings start from.
   */
  findSpace(spaceId: string, context: CallContext): Promise<contentV1.Space | undefined>;
};

export function contentEmbeds(
  internal: ServiceClient<typeof contentV1.ContentInternalServiceDefinition>,
  spaces: ServiceClient<typeof contentV1.SpaceServiceDefinition>,
): ContentEmbeds {
  return {
    async findSpace(spaceId, context) {
      try {
        const { space } = await spaces.getSpace({ spaceId }, { metadata: forwardMetadata(context) });
        return space;
      } catch (error) {
        if (error instanceof ClientError && error.code === Status.NOT_FOUND) return undefined;
        throw error;
      }
    },
    async getSpaces(organizationId, spaceIds, context) {
      if (spaceIds.length === 0) return new Map();
      const { spaces } = await internal.getSpaces({ organizationId, spaceIds, publishedSiteReader: false }, { metadata: forwardMetadata(context) });
      return new Map(spaces.filter((space) => space.organization === organizationId).map((space) => [space.id, space]));
    },
    async getCollections(organizationId, collectionIds, context) {
      if (collectionIds.length === 0) return new Map();
      const { collections } = await internal.getCollections({ organizationId, collectionIds }, { metadata: forwardMetadata(context) });
      return new Map(collections.filter((collection) => collection.organization === organizationId).map((collection) => [collection.id, collection]));
    },
  };
}

export function createContentEmbeds(address: string, { deadlineMs }: { deadlineMs?: number } = {}): ContentEmbeds {
  return contentEmbeds(
    createServiceClient(contentV1.ContentInternalServiceDefinition, address, { deadlineMs }),
    createServiceClient(contentV1.SpaceServiceDefinition, address, { deadlineMs }),
  );
}
