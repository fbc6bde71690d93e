import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { teamPermissionRemover } from '../commands/team-permission-remover';
import { collectionPermissionRules } from '../policy';
import { loadCollection } from '../../collections/load';

const ZRemoveCollectionTeamPermissionRequest = z.object({ collectionId: ZId, teamId: ZId });

/** Idempotent, as GitBook's (204 "The team was not found in the collection"). */
export async function removeCollectionTeamPermission(
  ctx: ContentContext,
  request: contentV1.RemoveCollectionTeamPermissionRequest,
  callContext: CallContext,
): Promise<googleProtobufEmpty.Empty> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZRemoveCollectionTeamPermissionRequest, request);
  const { collection, access } = await loadCollection(ctx, principal, input.collectionId);
  authorize(access, collectionPermissionRules.manage, 'Collection');
  await teamPermissionRemover(ctx.db, {
    collectionId: collection.id,
    organizationId: collection.organizationId,
    teamIds: [input.teamId],
    actorId: principal.userId,
  });
  return {};
}
