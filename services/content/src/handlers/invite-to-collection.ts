import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { type CallContext, forwardMetadata, getPrincipal, invalidArgument, notFound, requestedMemberRole } from '@quire/shared';
import { setTeamPermissions } from '../commands/team-permission-setter';
import type { ContentContext } from '../context';
import { authorize } from '../policies/access';
import { collectionRules } from '../policies/collection';
import { parseField, ZIdList } from '../validation';
import { loadCollection } from './load';

/**
 * Gives teams a role on a collection (null removes their permission). Quire keeps
 * permissions for teams only: GitBook's per-user invitations are refused.
 */
export async function inviteToCollection(
  ctx: ContentContext,
  request: contentV1.InviteToCollectionRequest,
  context: CallContext,
): Promise<googleProtobufEmpty.Empty> {
  const principal = getPrincipal(context);
  const role = requestedMemberRole(request.role);
  if (role === undefined) throw invalidArgument('role: is required');
  if (request.users.length > 0) throw invalidArgument('users: Quire gives collection permissions to teams only; invite a team');
  const teamIds = [...new Set(parseField(ZIdList.min(1, 'at least one team is required'), request.teams, 'teams'))];

  const { collection, access } = await loadCollection(ctx, principal, request.collectionId);
  authorize(access, collectionRules.admin, 'Collection');
  const teams = await ctx.identity.teams(collection.organizationId, teamIds, forwardMetadata(context));
  const unknown = teamIds.filter((id) => !teams.has(id));
  if (unknown.length > 0) throw notFound(`No team with the id ${unknown.join(', ')}`);

  await setTeamPermissions(ctx.db, {
    collectionId: collection.id,
    organizationId: collection.organizationId,
    teamIds,
    role,
    actorId: principal.userId,
  });
  return {};
}
