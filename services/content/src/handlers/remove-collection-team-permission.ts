import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { getPrincipal, type CallContext } from '@quire/shared';
import { removeTeamPermissions } from '../commands/team-permission-setter';
import type { ContentContext } from '../context';
import { authorize } from '../policies/access';
import { collectionRules } from '../policies/collection';
import { parseField, ZId } from '../validation';
import { loadCollection } from './load';

/** Idempotent, as GitBook's (204 "The team was not found in the collection"). */
export async function removeCollectionTeamPermission(
  ctx: ContentContext,
  request: contentV1.RemoveCollectionTeamPermissionRequest,
  context: CallContext,
): Promise<googleProtobufEmpty.Empty> {
  const principal = getPrincipal(context);
  const teamId = parseField(ZId, request.teamId, 'teamId');
  const { collection, access } = await loadCollection(ctx, principal, request.collectionId);
  authorize(access, collectionRules.admin, 'Collection');
  await removeTeamPermissions(ctx.db, {
    collectionId: collection.id,
    organizationId: collection.organizationId,
    teamIds: [teamId],
    actorId: principal.userId,
  });
  return {};
}
