import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { getPrincipal, invalidArgument, parseRequest, requestedMemberRole, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId, ZIdList } from '../../lib/validation';
import { setTeamPermissionsIn } from '../commands/team-permission-setter';
import { collectionPermissionRules } from '../policy';
import { loadCollection } from '../../collections/load';
import { removeGrantsIn, setGrantsIn } from '../../grants/commands/grant-writer';
import { checkSubjects } from '../../grants/operations';
import { writeTransaction } from '../../lib/transaction';

const ZInviteToCollectionRequest = z
  .object({ collectionId: ZId, role: ZEnumValue, teams: ZIdList, users: ZIdList })
  .refine((request) => request.users.length + request.teams.length > 0, { path: ['teams'], message: 'at least one team or user is required' });

/**
 * Gives teams and users a role on a collection (null removes their permission), all in one
 * transaction. Every id must be a team or a user of the organization (NOT_FOUND otherwise).
 */
export async function inviteToCollection(
  ctx: ContentContext,
  request: contentV1.InviteToCollectionRequest,
  callContext: CallContext,
): Promise<googleProtobufEmpty.Empty> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZInviteToCollectionRequest, request);
  const role = requestedMemberRole(input.role);
  if (role === undefined) throw invalidArgument('role: is required');
  // Sorted: concurrent invitations lock rows in one order.
  const teamIds = [...new Set(input.teams)].sort();
  const userIds = [...new Set(input.users)].sort();

  const { collection, access } = await loadCollection(ctx, principal, input.collectionId);
  authorize(access, collectionPermissionRules.manage, 'Collection');
  const { organizationId } = collection;
  await Promise.all([
    checkSubjects(ctx, callContext, organizationId, 'team', teamIds),
    checkSubjects(ctx, callContext, organizationId, 'user', userIds),
  ]);

  await writeTransaction(ctx.db, async (tx) => {
    await setTeamPermissionsIn(tx, { collectionId: collection.id, organizationId, teamIds, role, actorId: principal.userId });
    if (userIds.length === 0) return;
    const users = { target: { kind: 'collection' as const, collectionId: collection.id }, organizationId, subject: 'user' as const, subjectIds: userIds, actorId: principal.userId };
    if (role === null) await removeGrantsIn(tx, users);
    else await setGrantsIn(tx, users, role);
  });
  return {};
}
