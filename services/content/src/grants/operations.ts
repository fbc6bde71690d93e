import type { contentV1, identityV1 } from '@quire/proto';
import { forwardMetadata, getPrincipal, memberRoleToProto, notFound, type CallContext, type Principal } from '@quire/shared';
import { authorize, viewerOf, type GrantSubject, type Level, type Viewer } from '../access/policy';
import { loadCollection } from '../collections/load';
import type { ContentContext } from '../context';
import { embeddedUser } from '../lib/embedded-users';
import { loadSpace } from '../spaces/load';
import { grantRemover, removeGrantsIn, setGrantsIn } from './commands/grant-writer';
import { writeTransaction } from '../lib/transaction';
import { grantRules, seesOnlyOwnGrants } from './policy';
import { listGrantsPage, type GrantTarget } from './queries';

/**
 * What the handlers of SpacePermissionService and CollectionUserPermissionService share: each
 * rpc is one of these over a space or a collection (handlers/ keeps one thin file per rpc).
 */

type LoadedTarget = { organizationId: string; viewer: Viewer; access: Level | null };

const resourceName = (target: GrantTarget) => (target.kind === 'space' ? 'Space' : 'Collection');

/** The space or collection with the caller's level on it (the one access rule); NOT_FOUND as their reads answer. */
export async function loadTarget(ctx: ContentContext, principal: Principal, target: GrantTarget): Promise<LoadedTarget> {
  if (target.kind === 'space') {
    const { space, viewer, access } = await loadSpace(ctx, principal, target.spaceId);
    return { organizationId: space.organizationId, viewer, access };
  }
  const { collection, viewer, access } = await loadCollection(ctx, principal, target.collectionId);
  return { organizationId: collection.organizationId, viewer, access };
}

/**
 * NOT_FOUND unless every id names a user (members and guests) or a team of the organization:
 * grants are for the organization's people only. One batch call to identity. A guest (who may
 * manage a space they were given `admin` on) knows only their own teams, as identity shows
 * them: those are the teams they can name.
 */
export async function checkSubjects(
  ctx: ContentContext,
  callContext: CallContext,
  organizationId: string,
  subject: GrantSubject,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const principal = getPrincipal(callContext);
  const metadata = forwardMetadata(callContext);
  const guest = viewerOf(principal, organizationId).orgRole === null;
  const known =
    subject === 'user'
      ? (await ctx.identity.users(ids, organizationId, metadata)).memberIds
      : new Set(
          (guest ? await ctx.identity.memberTeams(organizationId, principal.userId, metadata) : await ctx.identity.teams(organizationId, ids, metadata)).keys(),
        );
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw notFound(`No ${subject} found with the given ID: ${unknown.join(', ')}`);
}

/** The grants to users on a target, with identity's users (one batch call per page). */
export async function listUserGrants(
  ctx: ContentContext,
  callContext: CallContext,
  target: GrantTarget,
  { page, limit }: { page?: string; limit: number },
): Promise<{ items: contentV1.UserContentPermission[]; next?: { page: string }; count: number }> {
  const principal = getPrincipal(callContext);
  const { viewer, access } = await loadTarget(ctx, principal, target);
  authorize(access, grantRules.list, resourceName(target));
  const grants = await listGrantsPage(ctx.db, {
    target,
    subject: 'user',
    onlySubjectIds: seesOnlyOwnGrants(viewer) ? [principal.userId] : undefined,
    page,
    limit,
  });
  const { users } = await ctx.identity.users(
    grants.items.map((row) => row.subjectId),
    undefined,
    forwardMetadata(callContext),
  );
  return {
    items: grants.items.map((row) => ({ permission: memberRoleToProto(row.role), user: embeddedUser(users, row.subjectId, ctx.urls) })),
    next: grants.next,
    count: grants.count,
  };
}

/** The grants to teams on a space, with identity's teams (one call for the page). */
export async function listTeamGrants(
  ctx: ContentContext,
  callContext: CallContext,
  target: GrantTarget & { kind: 'space' },
  { page, limit }: { page?: string; limit: number },
): Promise<contentV1.ListSpaceTeamPermissionsResponse> {
  const principal = getPrincipal(callContext);
  const { viewer, access, organizationId } = await loadTarget(ctx, principal, target);
  authorize(access, grantRules.list, 'Space');
  const ownTeamsOnly = seesOnlyOwnGrants(viewer);
  const grants = await listGrantsPage(ctx.db, { target, subject: 'team', onlySubjectIds: ownTeamsOnly ? viewer.teamIds : undefined, page, limit });
  const metadata = forwardMetadata(callContext);
  // Identity shows a guest their own teams only (collection-permissions does the same).
  const teams: Map<string, identityV1.OrganizationTeam> = ownTeamsOnly
    ? await ctx.identity.memberTeams(organizationId, principal.userId, metadata)
    : await ctx.identity.teams(organizationId, grants.items.map((row) => row.subjectId), metadata);
  const items: contentV1.SpaceTeamPermission[] = [];
  for (const row of grants.items) {
    const team = teams.get(row.subjectId);
    // A team deleted in identity keeps no access (its members lose the team id); its row stays
    // until content consumes quire.identity.team.deleted: leave it out rather than invent it.
    if (team) items.push({ permission: memberRoleToProto(row.role), team });
  }
  return { items, next: grants.next, count: grants.count };
}

/**
 * Gives `subjectIds` a role on the target (null removes their grants), after checking the
 * caller manages it and every id is the organization's.
 */
export async function setGrants(
  ctx: ContentContext,
  callContext: CallContext,
  target: GrantTarget,
  grants: { subject: GrantSubject; subjectIds: string[] }[],
  role: Level | null,
): Promise<void> {
  const principal = getPrincipal(callContext);
  const { organizationId, access } = await loadTarget(ctx, principal, target);
  authorize(access, grantRules.manage, resourceName(target));
  await Promise.all(grants.map(({ subject, subjectIds }) => checkSubjects(ctx, callContext, organizationId, subject, subjectIds)));
  // Users and teams in one transaction: an invitation is given whole or not at all. Ids in one
  // order, so that concurrent invitations lock the same rows in the same order; a deadlock
  // nobody foresaw is retried (writeTransaction).
  await writeTransaction(ctx.db, async (tx) => {
    for (const { subject, subjectIds } of grants) {
      if (subjectIds.length === 0) continue;
      const change = { target, organizationId, subject, subjectIds: [...subjectIds].sort(), actorId: principal.userId };
      if (role === null) await removeGrantsIn(tx, change);
      else await setGrantsIn(tx, change, role);
    }
  });
}

/** Removes one grant; `removed` says whether there was one (the contract's 205, else 204). */
export async function removeGrant(
  ctx: ContentContext,
  callContext: CallContext,
  target: GrantTarget,
  subject: GrantSubject,
  subjectId: string,
): Promise<{ removed: boolean }> {
  const principal = getPrincipal(callContext);
  const { organizationId, access } = await loadTarget(ctx, principal, target);
  authorize(access, grantRules.manage, resourceName(target));
  const removed = await grantRemover(ctx.db, { target, organizationId, subject, subjectIds: [subjectId], actorId: principal.userId });
  return { removed: removed > 0 };
}
