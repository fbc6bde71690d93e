import { identityV1 } from '@quire/proto';
import { createServiceClient, forwardMetadata, invalidArgument, type CallContext } from '@quire/shared';
import { ClientError, Status } from 'nice-grpc';

/** One page of an organization's members, as identity's member list answers it. */
export type MemberPage = { items: identityV1.OrganizationMember[]; next?: { page: string }; count: number };

/**
 * The organization's members, read from identity as the caller (their principal is
 * forwarded, so identity's own rule on who lists members applies too). One rpc per page.
 */
export type MemberDirectory = {
  listMembers(organizationId: string, page: { page?: string; limit?: number }, callContext: CallContext): Promise<MemberPage>;
};

/**
 * MemberDirectory over identity's `MemberService.ListMembers` (keyset-paginated on joinedAt,
 * its cursor passed through as ours). A cursor identity refuses is our 400.
 */
export function identityMemberDirectory(identityGrpcUrl: string, { deadlineMs }: { deadlineMs?: number } = {}): MemberDirectory {
  const client = createServiceClient(identityV1.MemberServiceDefinition, identityGrpcUrl, { deadlineMs });
  return {
    async listMembers(organizationId, { page, limit }, callContext) {
      try {
        const answer = await client.listMembers(
          { organizationId, page, limit, order: identityV1.ListOrder.LIST_ORDER_UNSPECIFIED, role: identityV1.MemberRoleFilter.MEMBER_ROLE_FILTER_UNSPECIFIED, sort: identityV1.MemberSort.MEMBER_SORT_UNSPECIFIED },
          { metadata: forwardMetadata(callContext) },
        );
        return { items: answer.items, next: answer.next, count: answer.count };
      } catch (error) {
        if (error instanceof ClientError && error.code === Status.INVALID_ARGUMENT) throw invalidArgument(error.details);
        throw error;
      }
    },
  };
}
