import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, requestedMemberRole, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId } from '../../lib/validation';
import { teamPermissionRemover } from '../commands/team-permission-remover';
import { teamPermissionUpdater } from '../commands/team-permission-updater';
import { collectionPermissionRules } from '../policy';
import { hasTeamPermission } from '../queries';
import { loadCollection } from '../../collections/load';

const ZUpdateCollectionTeamPermissionRequest = z.object({ collectionId: ZId, teamId: ZId, role: ZEnumValue });

/** Changes the role of a team that has a permission on the collection; null removes it. */
export async function updateCollectionTeamPermission(
  ctx: ContentContext,
  request: contentV1.UpdateCollectionTeamPermissionRequest,
  callContext: CallContext,
): Promise<googleProtobufEmpty.Empty> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZUpdateCollectionTeamPermissionRequest, request);
  const role = requestedMemberRole(input.role);
  const { collection, access } = await loadCollection(ctx, principal, input.collectionId);
  authorize(access, collectionPermissionRules.manage, 'Collection');

  const target = { collectionId: collection.id, organizationId: collection.organizationId, actorId: principal.userId };
  let found: boolean;
  if (role === undefined) {
    found = await hasTeamPermission(ctx.db, collection.id, input.teamId);
  } else if (role === null) {
    found = (await teamPermissionRemover(ctx.db, { ...target, teamIds: [input.teamId] })) > 0;
  } else {
    found = await teamPermissionUpdater(ctx.db, { ...target, teamId: input.teamId, role });
  }
  if (!found) throw notFound('No team found with the given ID');
  return {};
}
