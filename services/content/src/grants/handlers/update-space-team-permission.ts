import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { getPrincipal, parseRequest, requestedMemberRole, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId } from '../../lib/validation';
import { checkSubjects, loadTarget, setGrants } from '../operations';
import { authorize } from '../../access/policy';
import { grantRules } from '../policy';

const ZUpdateSpaceTeamPermissionRequest = z.object({ spaceId: ZId, teamId: ZId, role: ZEnumValue });

/**
 * Sets the team's role on the space (creating their grant), null removes it, an absent role
 * changes nothing. NOT_FOUND when the team is not the organization's.
 */
export async function updateSpaceTeamPermission(
  ctx: ContentContext,
  request: contentV1.UpdateSpaceTeamPermissionRequest,
  callContext: CallContext,
): Promise<googleProtobufEmpty.Empty> {
  const input = parseRequest(ZUpdateSpaceTeamPermissionRequest, request);
  const role = requestedMemberRole(input.role);
  const target = { kind: 'space', spaceId: input.spaceId } as const;
  if (role === undefined) {
    const { organizationId, access } = await loadTarget(ctx, getPrincipal(callContext), target);
    authorize(access, grantRules.manage, 'Space');
    await checkSubjects(ctx, callContext, organizationId, 'team', [input.teamId]);
    return {};
  }
  await setGrants(ctx, callContext, target, [{ subject: 'team', subjectIds: [input.teamId] }], role);
  return {};
}
