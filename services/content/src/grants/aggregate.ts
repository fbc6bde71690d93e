import type { contentV1 } from '@quire/proto';
import { decodeCursor, encodeCursor, forwardMetadata, getPrincipal, memberRoleToProto, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize, collectionAccess, spaceAccess, type AccessTree, type Level, type Viewer } from '../access/policy';
import { loadChainTreeWithAllGrants } from '../access/tree';
import { loadCollection } from '../collections/load';
import type { ContentContext } from '../context';
import { defaultLevelFromDb } from '../lib/enums';
import { loadSpace } from '../spaces/load';
import { grantRules, seesOnlyOwnGrants } from './policy';
import type { GrantTarget } from './queries';

const ZAggregateKey = z.object({ userId: z.string() });

// Identity answers at most this many people per call.
const IDENTITY_PAGE = 1000;

type Resolved = { organizationId: string; viewer: Viewer; tree: AccessTree; levelOf: (person: Viewer) => Level | null };

async function resolve(ctx: ContentContext, callContext: CallContext, target: GrantTarget): Promise<Resolved> {
  const principal = getPrincipal(callContext);
  if (target.kind === 'space') {
    const { space, viewer, access } = await loadSpace(ctx, principal, target.spaceId);
    authorize(access, grantRules.list, 'Space');
    const tree = await loadChainTreeWithAllGrants(ctx.db, space.parentId, space.id);
    const node = { id: space.id, parentId: space.parentId, defaultLevel: defaultLevelFromDb(space.defaultLevel) };
    return { organizationId: space.organizationId, viewer, tree, levelOf: (person) => spaceAccess(person, tree, node) };
  }
  const { collection, viewer, access } = await loadCollection(ctx, principal, target.collectionId);
  authorize(access, grantRules.list, 'Collection');
  const tree = await loadChainTreeWithAllGrants(ctx.db, collection.id);
  return { organizationId: collection.organizationId, viewer, tree, levelOf: (person) => collectionAccess(person, tree, collection.id) };
}

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
export async function listPermissionsAggregate(
  ctx: ContentContext,
  callContext: CallContext,
  target: GrantTarget,
  { page, limit, role }: { page?: string; limit: number; role: Level | undefined },
): Promise<{ items: contentV1.UserContentPermission[]; next?: { page: string }; count: number }> {
  const after = decodeCursor(page, ZAggregateKey);
  const { organizationId, viewer, tree, levelOf } = await resolve(ctx, callContext, target);
  const principal = getPrincipal(callContext);
  const userIds = new Set<string>();
  const teamIds = new Set<string>();
  for (const grants of tree.grants.values()) {
    for (const grant of grants) (grant.subject === 'user' ? userIds : teamIds).add(grant.subjectId);
  }
  const ownOnly = seesOnlyOwnGrants(viewer);
  const query = ownOnly ? { userIds: [principal.userId], teamIds: [] } : { userIds: [...userIds], teamIds: [...teamIds] };
  const metadata = forwardMetadata(callContext);

  if (!role && !ownOnly) {
    // Every person listed has a level: members through their role, named guests through grants.
    const batch = await ctx.identity.memberAccessPage(organizationId, { ...query, afterUserId: after?.userId, limit }, metadata);
    const items = batch.items.flatMap((person) => {
      const level = levelOf({ orgRole: person.role, teamIds: person.teamIds, userId: person.user.id });
      return level === null ? [] : [{ permission: memberRoleToProto(level), user: person.user }];
    });
    const last = batch.items.at(-1);
    return { items, next: batch.more && last ? { page: encodeCursor({ userId: last.user.id }) } : undefined, count: batch.count };
  }

  // Filtered by level (or a guest's own line): the whole listing is read, so that `count` is
  // the total and not what follows the cursor.
  const matches: contentV1.UserContentPermission[] = [];
  let cursor: string | undefined;
  for (;;) {
    const batch = await ctx.identity.memberAccessPage(organizationId, { ...query, afterUserId: cursor, limit: IDENTITY_PAGE }, metadata);
    for (const person of batch.items) {
      if (ownOnly && person.user.id !== principal.userId) continue;
      const level = levelOf({ orgRole: person.role, teamIds: person.teamIds, userId: person.user.id });
      if (level !== null && (role === undefined || level === role)) matches.push({ permission: memberRoleToProto(level), user: person.user });
    }
    cursor = batch.items.at(-1)?.user.id;
    if (!batch.more || cursor === undefined) break;
  }
  const rest = after ? matches.filter((item) => item.user!.id > after.userId) : matches;
  const items = rest.slice(0, limit);
  const last = items.at(-1);
  return { items, next: rest.length > limit && last ? { page: encodeCursor({ userId: last.user!.id }) } : undefined, count: matches.length };
}
