import { identityV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize, organizationPolicy } from '../../access/organization';
import type { IdentityContext } from '../../context';
import type { MemberRole } from '../../generated/prisma/client';
import { ZContainsFilter, ZId, ZLimit, ZPage } from '../../lib/validation';
import { presentMembers } from '../presenter';
import { listMembers as listMembersQuery } from '../queries';

const { MemberRoleFilter: RoleFilter } = identityV1;

/** The `role` filter: undefined = any role, null = guests only. */
const ROLE_FILTERS: Partial<Record<identityV1.MemberRoleFilter, MemberRole | null>> = {
  [RoleFilter.MEMBER_ROLE_FILTER_ADMIN]: 'admin',
  [RoleFilter.MEMBER_ROLE_FILTER_CREATE]: 'create',
  [RoleFilter.MEMBER_ROLE_FILTER_REVIEW]: 'review',
  [RoleFilter.MEMBER_ROLE_FILTER_EDIT]: 'edit',
  [RoleFilter.MEMBER_ROLE_FILTER_COMMENT]: 'comment',
  [RoleFilter.MEMBER_ROLE_FILTER_READ]: 'read',
  [RoleFilter.MEMBER_ROLE_FILTER_GUEST]: null,
};

const ZListMembersRequest = z.object({
  organizationId: ZId,
  page: ZPage,
  limit: ZLimit,
  order: z.number().int().optional(),
  role: z.number().int().optional(),
  search: ZContainsFilter,
  sort: z.number().int().optional(),
});

export async function listMembers(
  ctx: IdentityContext,
  request: identityV1.ListMembersRequest,
  callContext: CallContext,
): Promise<identityV1.ListMembersResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListMembersRequest, request);
  const limit = pageLimit(input.limit);
  const viewer = await loadCallerViewer(ctx.db, input.organizationId, principal);
  authorize(viewer, organizationPolicy.listMembers(viewer), 'Guests cannot list the members of the organization');
  const page = await listMembersQuery(
    ctx.db,
    input.organizationId,
    {
      role: input.role === undefined ? undefined : ROLE_FILTERS[input.role as identityV1.MemberRoleFilter],
      search: input.search,
      sort: input.sort === identityV1.MemberSort.MEMBER_SORT_LAST_SEEN_AT ? 'lastSeenAt' : 'joinedAt',
      order: input.order === identityV1.ListOrder.LIST_ORDER_ASC ? 'asc' : 'desc',
    },
    { page: input.page, limit },
  );
  return {
    items: await presentMembers(ctx, callContext, input.organizationId, page.items),
    next: page.next,
    count: page.count,
  };
}
