import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { type CallContext, getPrincipal, notFound, requestedMemberRole } from '@quire/shared';
import { removeTeamPermissions, updateTeamPermission } from '../commands/team-permission-setter';
import type { ContentContext } from '../context';
import { authorize } from '../policies/access';
import { collectionRules } from '../policies/collection';
import { parseField, ZId } from '../validation';
import { loadCollection } from './load';

/** Changes the role of a team that has a permission on the collection; null removes it. */
export async function updateCollectionTeamPermission(
  ctx: ContentContext,
  request: contentV1.UpdateCollectionTeamPermissionRequest,
  context: CallContext,
): Promise<googleProtobufEmpty.Empty> {
  const principal = getPrincipal(context);
  const teamId = parseField(ZId, request.teamId, 'teamId');
  const role = requestedMemberRole(request.role);
  const { collection, access } = await loadCollection(ctx, principal, request.collectionId);
  authorize(access, collectionRules.admin, 'Collection');

  const target = { collectionId: collection.id, organizationId: collection.organizationId, actorId: principal.userId };
  let found: boolean;
  if (role === undefined) {
    found = (await ctx.db.collectionTeamPermission.count({ where: { collectionId: collection.id, teamId } })) > 0;
  } else if (role === null) {
    found = (await removeTeamPermissions(ctx.db, { ...target, teamIds: [teamId] })) > 0;
  } else {
    found = await updateTeamPermission(ctx.db, { ...target, teamId, role });
  }
  if (!found) throw notFound('No team found with the given ID');
  return {};
}
