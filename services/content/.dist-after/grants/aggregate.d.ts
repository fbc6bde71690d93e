import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import { type Level } from '../access/policy';
import type { ContentContext } from '../context';
import type { GrantTarget } from './queries';
/**
 * Everyone who can access a space or collection, with their level under the one access rule
 * (access/policy.ts): every member of the organization (their role is a floor) and every guest
 * given something on the resource or a collection above it, directly or through a team. The
 * grants on the resource's chain are read once (all of them), identity lists the people by
 * user id (ListMemberAccess: the members, plus the guests those grants name), and each level is
 * computed in memory. Without `role` a page is one identity call of `limit` people, as deep as
 * it goes. With `role` (only people whose level is exactly that), identity's pages are read
 * until the page is full, and the count takes the whole listing: that cost follows the size of
 * the organization (docs/access.md). A guest sees only themselves, as in the grant lists.
 */
export declare function listPermissionsAggregate(ctx: ContentContext, callContext: CallContext, target: GrantTarget, { page, limit, role }: {
    page?: string;
    limit: number;
    role: Level | undefined;
}): Promise<{
    items: contentV1.UserContentPermission[];
    next?: {
        page: string;
    };
    count: number;
}>;
