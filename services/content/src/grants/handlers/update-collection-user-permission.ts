import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { getPrincipal, parseRequest, requestedMemberRole, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId } from '../../lib/validation';
import { checkSubjects, loadTarget, setGrants } from '../operations';
import { authorize } from '../../access/policy';
import { grantRules } from '../policy';

const ZUpdateCollectionUserPermissionRequest = z.object({ collectionId: ZId, userId: ZId, role: ZEnumValue });

/**
 * Sets the user's role on the collection (creating their grant), null removes it, an absent role
 * changes nothing. NOT_FOUND when the user is not the organization's.
 */
export async function updateCollectionUserPermission(
  ctx: ContentContext,
  request: contentV1.UpdateCollectionUserPermissionRequest,
  callContext: CallContext,
): Promise<googleProtobufEmpty.Empty> {
  const input = parseRequest(ZUpdateCollectionUserPermissionRequest, request);
  const role = requestedMemberRole(input.role);
  const target = { kind: 'collection', collectionId: input.collectionId } as const;
  if (role === undefined) {
    const { organizationId, access } = await loadTarget(ctx, getPrincipal(callContext), target);
    authorize(access, grantRules.manage, 'Collection');
    await checkSubjects(ctx, callContext, organizationId, 'user', [input.userId]);
    return {};
  }
  await setGrants(ctx, callContext, target, [{ subject: 'user', subjectIds: [input.userId] }], role);
  return {};
}
