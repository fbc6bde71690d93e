import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { forwardMetadata, getPrincipal, invalidArgument, notFound, parseRequest, requestedMemberRole, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { MAX_REQUEST_ITEMS, ZEnumValue, ZId, ZIdList } from '../../lib/validation';
import { teamPermissionSetter } from '../commands/team-permission-setter';
import { collectionPermissionRules } from '../policy';
import { loadCollection } from '../../collections/load';

const ZInviteToCollectionRequest = z
  .object({
    collectionId: ZId,
    role: ZEnumValue,
    teams: ZIdList,
    users: z.array(z.string().max(64)).max(MAX_REQUEST_ITEMS),
  })
  .superRefine((request, issues) => {
    if (request.users.length > 0) {
      issues.addIssue({ code: 'custom', path: ['users'], message: 'Quire gives collection permissions to teams only; invite a team' });
    } else if (request.teams.length === 0) {
      issues.addIssue({ code: 'custom', path: ['teams'], message: 'at least one team is required' });
    }
  });

/**
 * Gives teams a role on a collection (null removes their permission). Quire keeps
 * permissions for teams only: GitBook's per-user invitations are refused.
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
  const teamIds = [...new Set(input.teams)];

  const { collection, access } = await loadCollection(ctx, principal, input.collectionId);
  authorize(access, collectionPermissionRules.manage, 'Collection');
  const teams = await ctx.identity.teams(collection.organizationId, teamIds, forwardMetadata(callContext));
  const unknown = teamIds.filter((id) => !teams.has(id));
  if (unknown.length > 0) throw notFound(`No team with the id ${unknown.join(', ')}`);

  await teamPermissionSetter(ctx.db, {
    collectionId: collection.id,
    organizationId: collection.organizationId,
    teamIds,
    role,
    actorId: principal.userId,
  });
  return {};
}
